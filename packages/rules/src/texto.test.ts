import { describe, expect, it } from 'vitest';
import { nombreDeArchivoDe, palabrasDeBusqueda, rangosCoincidentes, textoComparable } from './texto';

describe('texto', () => {
  it('compares without accents (also decomposed ones) nor case', () => {
    expect(textoComparable('BOGOTÁ, Señor Ñandú')).toBe('bogota, senor nandu');
    expect(textoComparable('Bogota\u0301')).toBe('bogota');
  });
  it('names a file from a title: accents removed, runs of other characters as one dash, none at the ends', () => {
    expect(nombreDeArchivoDe('Candidatos vetados (Bogotá)')).toBe('candidatos-vetados-bogota');
    expect(nombreDeArchivoDe('  «Promedio móvil» de las 4 semanas… ')).toBe(
      'promedio-movil-de-las-4-semanas',
    );
    expect(nombreDeArchivoDe('¿?')).toBe('');
  });
  it('finds the words of a search in a text, ignoring case and accents, as ranges of the original text', () => {
    const texto = 'Ingeniería de Sistemas en BOGOTÁ';
    const marcado = (rangos: [number, number][]) => rangos.map(([a, b]) => texto.slice(a, b));
    expect(marcado(rangosCoincidentes(texto, ['ingenieria', 'bogota']))).toEqual(['Ingeniería', 'BOGOTÁ']);
    expect(marcado(rangosCoincidentes(texto, palabrasDeBusqueda('  sistemas   ingen ')))).toEqual([
      'Ingen',
      'Sistemas',
    ]);
    // Overlapping and repeated words merge into one range; one-letter words and absent ones mark nothing.
    expect(marcado(rangosCoincidentes(texto, ['genier', 'ingeni', 'ingeni']))).toEqual(['Ingenier']);
    expect(rangosCoincidentes(texto, ['e', 'medellin'])).toEqual([]);
    // A decomposed accent stays inside the mark of its letter.
    const descompuesto = 'Bogota\u0301 norte';
    const [rango] = rangosCoincidentes(descompuesto, ['bogota']);
    expect(descompuesto.slice(...rango!)).toBe('Bogota\u0301');
    // Every occurrence is marked.
    expect(rangosCoincidentes('ana y ana', ['ana'])).toEqual([
      [0, 3],
      [6, 9],
    ]);
  });
});
