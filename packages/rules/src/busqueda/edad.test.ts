import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edadEn, rangoFechasNacimiento, restarAnios } from './edad';

const hoy = new Date(2026, 10, 22); // 22/11/2026

describe('rangoFechasNacimiento (spec 03 §5)', () => {
  it('maximum date = today minus the minimum age; minimum date = today minus (maximum age plus one year)', () => {
    expect(rangoFechasNacimiento(25, 35, hoy)).toEqual({ fechaNacimientoMaxima: '2001-11-22', fechaNacimientoMinima: '1990-11-22' });
    expect(rangoFechasNacimiento(0, 0, hoy)).toEqual({ fechaNacimientoMaxima: '2026-11-22', fechaNacimientoMinima: '2025-11-22' });
    expect(rangoFechasNacimiento(18, 18, hoy)).toEqual({ fechaNacimientoMaxima: '2008-11-22', fechaNacimientoMinima: '2007-11-22' });
  });

  it('29 February falls back to 28 February in years without it', () => {
    const bisiesto = new Date(2028, 1, 29);
    expect(rangoFechasNacimiento(1, 3, bisiesto)).toEqual({ fechaNacimientoMaxima: '2027-02-28', fechaNacimientoMinima: '2024-02-29' });
    expect(restarAnios(bisiesto, 1)).toEqual(new Date(2027, 1, 28));
  });

  it('a person is inside the bounds exactly when their age is in the range (birthday-today edge aside)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 100 * 365 }),
        (min, ancho, diasAtras) => {
          const max = min + ancho;
          const nacimiento = new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - diasAtras);
          const iso = `${nacimiento.getFullYear()}-${String(nacimiento.getMonth() + 1).padStart(2, '0')}-${String(nacimiento.getDate()).padStart(2, '0')}`;
          const r = rangoFechasNacimiento(min, max, hoy);
          const dentro = iso >= r.fechaNacimientoMinima && iso <= r.fechaNacimientoMaxima;
          const edad = edadEn(nacimiento, hoy);
          // The inclusive minimum bound also admits whoever turns max + 1 exactly today.
          const cumpleHoy = iso === r.fechaNacimientoMinima;
          expect(dentro).toBe((edad >= min && edad <= max) || cumpleHoy);
        },
      ),
    );
  });
});

describe('edadEn', () => {
  it('counts whole years, the birthday included', () => {
    expect(edadEn(new Date(2000, 10, 22), hoy)).toBe(26);
    expect(edadEn(new Date(2000, 10, 23), hoy)).toBe(25);
    expect(edadEn(new Date(2000, 11, 1), hoy)).toBe(25);
  });
});
