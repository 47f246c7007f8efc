/** The text of a statement kept by its shape: the same object for the same shape, each shape its own text. */
import { describe, expect, it } from 'vitest';
import { textoPorForma } from './consulta-preparada';

describe('textoPorForma', () => {
  it('builds a shape’s text once and gives back that very string; another shape gets its own', () => {
    const memoria = new Map<string, string>();
    let armados = 0;
    const armar = (n: number) => () => {
      armados += 1;
      return `select ${'x, '.repeat(500)}${n}`;
    };
    const a = textoPorForma(memoria, 'a', armar(1));
    expect(textoPorForma(memoria, 'a', armar(99))).toBe(a);
    expect(textoPorForma(memoria, 'b', armar(2))).not.toBe(a);
    expect(armados).toBe(2);
  });
});
