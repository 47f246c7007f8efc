import { describe, expect, it } from 'vitest';
import { nombreDeArchivoDe, textoComparable } from './texto';

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
});
