import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edadEn, nacidoEnRango, rangoFechasNacimiento, restarAnios } from './edad';

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

  it('a person is inside the bounds exactly when their age is in the range, birthdays today included', () => {
    // Any day of the last century, or a day next to a birthday on either edge of the range (±1 day).
    const caso = fc.record({
      min: fc.integer({ min: 0, max: 80 }),
      ancho: fc.integer({ min: 0, max: 20 }),
      diasAtras: fc.integer({ min: 0, max: 100 * 365 }),
      borde: fc.constantFrom('ninguno', 'min', 'max', 'max+1'),
      dias: fc.integer({ min: -1, max: 1 }),
    });
    fc.assert(
      fc.property(caso, ({ min, ancho, diasAtras, borde, dias }) => {
        const max = min + ancho;
        const anios = { ninguno: null, min, max, 'max+1': max + 1 }[borde];
        const nacimiento =
          anios === null
            ? new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - diasAtras)
            : new Date(hoy.getFullYear() - anios, hoy.getMonth(), hoy.getDate() + dias);
        const iso = `${nacimiento.getFullYear()}-${String(nacimiento.getMonth() + 1).padStart(2, '0')}-${String(nacimiento.getDate()).padStart(2, '0')}`;
        const edad = edadEn(nacimiento, hoy);
        expect(nacidoEnRango(iso, rangoFechasNacimiento(min, max, hoy))).toBe(edad >= min && edad <= max);
      }),
    );
  });
});

describe('nacidoEnRango: the lower bound is exclusive, the upper one inclusive (issue 11 §12)', () => {
  const cumple = (anios: number, dias = 0) => aIso(new Date(hoy.getFullYear() - anios, hoy.getMonth(), hoy.getDate() + dias));
  const aIso = (f: Date) => `${f.getFullYear()}-${String(f.getMonth() + 1).padStart(2, '0')}-${String(f.getDate()).padStart(2, '0')}`;
  const r = rangoFechasNacimiento(25, 35, hoy);
  it.each([
    ['turns 36 today', cumple(36), false],
    ['turned 36 yesterday', cumple(36, -1), false],
    ['turns 36 tomorrow (35 today)', cumple(36, 1), true],
    ['turned 35 today', cumple(35), true],
    ['turns 25 today', cumple(25), true],
    ['turns 25 tomorrow (24 today)', cumple(25, 1), false],
    ['turned 30 a month ago', cumple(30, -30), true],
  ])('25–35: a person who %s → %s', (_caso, iso, esperado) => {
    expect(nacidoEnRango(iso, r)).toBe(esperado);
  });

  it('each bound alone narrows only its side', () => {
    expect(nacidoEnRango(cumple(90), { fechaNacimientoMaxima: r.fechaNacimientoMaxima })).toBe(true);
    expect(nacidoEnRango(cumple(36), { fechaNacimientoMaxima: r.fechaNacimientoMaxima })).toBe(true);
    expect(nacidoEnRango(cumple(36), { fechaNacimientoMinima: r.fechaNacimientoMinima })).toBe(false);
    expect(nacidoEnRango(cumple(1), { fechaNacimientoMinima: r.fechaNacimientoMinima })).toBe(true);
  });
});

describe('edadEn', () => {
  it('counts whole years, the birthday included', () => {
    expect(edadEn(new Date(2000, 10, 22), hoy)).toBe(26);
    expect(edadEn(new Date(2000, 10, 23), hoy)).toBe(25);
    expect(edadEn(new Date(2000, 11, 1), hoy)).toBe(25);
  });
});
