import { describe, expect, it } from 'vitest';
import { datosPorCompletarAviso } from './aviso';

describe('datosPorCompletarAviso', () => {
  it.each([
    [
      'the placeholders in capitals, each once',
      'X [NIT] y [DIRECCIÓN Y CIUDAD], otra vez [NIT].',
      ['[NIT]', '[DIRECCIÓN Y CIUDAD]'],
    ],
    ['a filled notice has none', 'Agencia S.A.S., NIT 900123456-1, Bogotá.', []],
    ['brackets in lower case are the agency’s own text', 'Ver [anexo 1] y [a].', []],
    ['empty brackets are not a placeholder', 'Texto [] vacío.', []],
  ])('%s', (_caso, texto, esperado) => {
    expect(datosPorCompletarAviso(texto)).toEqual(esperado);
  });
});
