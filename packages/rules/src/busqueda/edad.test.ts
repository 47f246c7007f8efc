import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aniosCumplidos, instanteEnBogota, sumarAnios, sumarDias } from '../fechas';
import { nacidoEnRango, rangoFechasNacimiento } from './edad';

const HOY = '2026-11-22';
const hoy = instanteEnBogota(HOY, 10, 0); // 22/11/2026 in Bogotá

describe('rangoFechasNacimiento (spec 03 §5)', () => {
  it('maximum date = today minus the minimum age; minimum date = today minus (maximum age plus one year)', () => {
    expect(rangoFechasNacimiento(25, 35, hoy)).toEqual({
      fechaNacimientoMaxima: '2001-11-22',
      fechaNacimientoMinima: '1990-11-22',
    });
    expect(rangoFechasNacimiento(0, 0, hoy)).toEqual({
      fechaNacimientoMaxima: '2026-11-22',
      fechaNacimientoMinima: '2025-11-22',
    });
    expect(rangoFechasNacimiento(18, 18, hoy)).toEqual({
      fechaNacimientoMaxima: '2008-11-22',
      fechaNacimientoMinima: '2007-11-22',
    });
  });

  it('29 February falls back to 28 February in years without it', () => {
    const bisiesto = instanteEnBogota('2028-02-29', 10, 0);
    expect(rangoFechasNacimiento(1, 3, bisiesto)).toEqual({
      fechaNacimientoMaxima: '2027-02-28',
      fechaNacimientoMinima: '2024-02-29',
    });
    expect(sumarAnios('2028-02-29', -1)).toBe('2027-02-28');
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
        const iso = anios === null ? sumarDias(HOY, -diasAtras) : sumarDias(sumarAnios(HOY, -anios), dias);
        // Nobody is born after today (min 0, one day ahead): not a birth date the search can meet.
        fc.pre(iso <= HOY);
        const edad = aniosCumplidos(iso, HOY);
        expect(nacidoEnRango(iso, rangoFechasNacimiento(min, max, hoy))).toBe(edad >= min && edad <= max);
      }),
    );
  });
});

describe('nacidoEnRango: the lower bound is exclusive, the upper one inclusive (issue 11 §12)', () => {
  const cumple = (anios: number, dias = 0) => sumarDias(sumarAnios(HOY, -anios), dias);
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

describe('aniosCumplidos (age)', () => {
  it('counts whole years, the birthday included', () => {
    expect(aniosCumplidos('2000-11-22', HOY)).toBe(26);
    expect(aniosCumplidos('2000-11-23', HOY)).toBe(25);
    expect(aniosCumplidos('2000-12-01', HOY)).toBe(25);
  });

  it('the bounds follow the Bogotá day: at 21:00 in Bogotá (02:00 UTC next day) it is still the 22nd', () => {
    expect(rangoFechasNacimiento(25, 35, new Date('2026-11-23T02:00:00Z'))).toEqual(
      rangoFechasNacimiento(25, 35, hoy),
    );
  });
});
