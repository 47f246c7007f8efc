import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatoDinero } from './formato';

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
