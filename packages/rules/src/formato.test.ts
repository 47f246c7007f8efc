import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatoDinero, formatoNumero, formatoPorcentaje, redondear } from './formato';

describe('formatoDinero', () => {
  it.each([
    [1750905, '$1.750.905'],
    [249095, '$249.095'],
    [1000, '$1.000'],
    [999, '$999'],
    [0, '$0'],
    [1234567890, '$1.234.567.890'],
    [1750905.4, '$1.750.905'],
    [1750905.6, '$1.750.906'],
  ])('%d → %s', (valor, esperado) => {
    expect(formatoDinero(valor)).toBe(esperado);
  });

  it('empty for missing values', () => {
    expect(formatoDinero(null)).toBe('');
    expect(formatoDinero(undefined)).toBe('');
    expect(formatoDinero(Number.NaN)).toBe('');
  });

  it('property: "$" then groups of three digits separated by dots, no decimals, same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const s = formatoDinero(n);
        expect(s).toMatch(/^\$\d{1,3}(\.\d{3})*$/);
        expect(s.slice(1).replaceAll('.', '')).toBe(String(n));
      }),
    );
  });
});

describe('formatoNumero y formatoPorcentaje (formato colombiano)', () => {
  it.each([
    [1234.5, 2, '1.234,5'],
    [12345.678, 2, '12.345,68'],
    [0.5, 0, '1'],
    [85, 2, '85'],
  ])('%s con %i decimales → %s', (valor, decimales, esperado) => {
    expect(formatoNumero(valor, decimales).replace(/\u00a0/g, ' ')).toBe(esperado);
  });
  it('sin valor muestra una raya', () => {
    expect(formatoNumero(null)).toBe('—');
    expect(formatoPorcentaje(Number.NaN)).toBe('—');
  });
  it('porcentajes con espacio antes del signo y coma decimal', () => {
    expect(formatoPorcentaje(85)).toBe('85 %');
    expect(formatoPorcentaje(72.5, 1)).toBe('72,5 %');
  });
});

describe('redondear', () => {
  /** The rule as written before its shortcut: every value through 12 significant digits. */
  const comoTexto = (valor: number, decimales: number) => {
    const factor = 10 ** decimales;
    const r = Math.round(Number((Math.abs(valor) * factor).toPrecision(12))) / factor;
    return valor < 0 ? -r : r;
  };

  it('gives what rounding through 12 significant digits gives, for any value and 0–4 decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          // Halves and their binary neighbours, where the shortcut must not decide.
          fc.integer({ min: -1e7, max: 1e7 }).map((n) => (n + 0.5) / 100),
          fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000 + 0.0005),
        ),
        fc.integer({ min: 0, max: 4 }),
        (valor, decimales) => Object.is(redondear(valor, decimales), comoTexto(valor, decimales)),
      ),
      { numRuns: 20_000 },
    );
  });
});
