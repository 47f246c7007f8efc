/** A result computed from a statement's rows is given again only for exactly the same rows of the same statement. */
import { describe, expect, it } from 'vitest';
import { CalculoPorFilas, claveDeSentencia, mismasFilas } from './calculo-por-filas';

const filas = () => [
  { clave: 'mes-1', n: 3, texto: 'a', ok: true, nada: null, en: new Date('2026-12-05T10:00:00Z') },
  { clave: 'mes-2', n: 0, texto: 'b', ok: false, nada: null, en: new Date('2026-12-05T11:00:00Z') },
];

function contador() {
  let veces = 0;
  return {
    calcular: () => ({ vez: ++veces }),
    veces: () => veces,
  };
}

describe('CalculoPorFilas', () => {
  it('computes once for the same rows read again (new objects, equal values, dates by their time)', () => {
    const calculo = new CalculoPorFilas<{ vez: number }>();
    const c = contador();
    const primero = calculo.obtener('q', filas(), c.calcular);
    expect(calculo.obtener('q', filas(), c.calcular)).toBe(primero);
    expect(c.veces()).toBe(1);
  });

  it.each([
    ['a number changed', (f: Record<string, unknown>[]) => (f[1]!.n = 1)],
    ['a date changed', (f: Record<string, unknown>[]) => (f[0]!.en = new Date('2026-12-05T10:00:01Z'))],
    ['null became 0', (f: Record<string, unknown>[]) => (f[0]!.nada = 0)],
    ['a text changed', (f: Record<string, unknown>[]) => (f[0]!.texto = 'A')],
    ['a row more', (f: Record<string, unknown>[]) => f.push({ ...f[0] })],
    ['a row less', (f: Record<string, unknown>[]) => f.pop()],
    ['a column more', (f: Record<string, unknown>[]) => (f[0]!.extra = 1)],
    ['a column less', (f: Record<string, unknown>[]) => delete f[0]!.ok],
    ['the rows in another order', (f: Record<string, unknown>[]) => f.reverse()],
  ])('computes again when %s', (_caso, cambiar) => {
    const calculo = new CalculoPorFilas<{ vez: number }>();
    const c = contador();
    calculo.obtener('q', filas(), c.calcular);
    const otras: Record<string, unknown>[] = filas();
    cambiar(otras);
    expect(calculo.obtener('q', otras, c.calcular)).toEqual({ vez: 2 });
    // And keeps the new rows: asked again with them, nothing is computed.
    calculo.obtener(
      'q',
      otras.map((f) => ({ ...f })),
      c.calcular,
    );
    expect(c.veces()).toBe(2);
  });

  it('an object value (jsonb) counts as the same only when it is the same object', () => {
    const valor = { a: 1 };
    expect(mismasFilas([{ j: valor }], [{ j: valor }])).toBe(true);
    expect(mismasFilas([{ j: { a: 1 } }], [{ j: { a: 1 } }])).toBe(false);
  });

  it('keeps one result per key: the same rows under another key are computed for that key', () => {
    const calculo = new CalculoPorFilas<{ vez: number }>();
    const c = contador();
    const a = calculo.obtener('alcance A', filas(), c.calcular);
    const b = calculo.obtener('alcance B', filas(), c.calcular);
    expect(b).not.toBe(a);
    expect(calculo.obtener('alcance A', filas(), c.calcular)).toBe(a);
    expect(c.veces()).toBe(2);
  });

  it('is emptied past its bound (a key seen before is computed again)', () => {
    const calculo = new CalculoPorFilas<{ vez: number }>(2);
    const c = contador();
    calculo.obtener('1', filas(), c.calcular);
    calculo.obtener('2', filas(), c.calcular);
    calculo.obtener('3', filas(), c.calcular);
    calculo.obtener('1', filas(), c.calcular);
    expect(c.veces()).toBe(4);
  });

  it('claveDeSentencia tells apart values that a plain join would not', () => {
    expect(claveDeSentencia('q', ['1,2'], 1)).not.toBe(claveDeSentencia('q', ['1', '2'], 1));
    expect(claveDeSentencia('q', [1], 1)).not.toBe(claveDeSentencia('q', ['1'], 1));
    expect(claveDeSentencia('q', [1], 1)).not.toBe(claveDeSentencia('q', [1], 2));
    expect(claveDeSentencia('q', [1], 1)).toBe(claveDeSentencia('q', [1], 1));
  });

  it('claveDeSentencia: one key per text, the same for an equal text built apart, another for another text', () => {
    const texto = (n: number) => ['select', String(n)].join(' ');
    expect(claveDeSentencia(texto(1), [1])).toBe(claveDeSentencia(texto(1), [1]));
    expect(claveDeSentencia(texto(1), [1])).not.toBe(claveDeSentencia(texto(2), [1]));
    // Past the bound of kept texts, every text still has a key of its own (the name is a hash of the text itself).
    const claves = new Set(Array.from({ length: 2500 }, (_, i) => claveDeSentencia(texto(i), [])));
    expect(claves.size).toBe(2500);
    expect(claveDeSentencia(texto(1), [1])).not.toBe(claveDeSentencia(texto(2), [1]));
  });
});
