import { describe, expect, it } from 'vitest';
import {
  calcularCompatibilidad,
  diasEnElCargo,
  limitesNacimiento,
  PESOS_COMPATIBILIDAD,
  type HojaDeVidaCompatibilidad,
  type RequisitosCompatibilidad,
} from './compatibilidad';

const HOY = '2026-11-24';

const requisitos = (r: Partial<RequisitosCompatibilidad> = {}): RequisitosCompatibilidad => ({
  ciudadId: 1,
  departamento: 'Antioquia',
  edadMinima: 20,
  edadMaxima: 35,
  genero: 1,
  educacion: 2,
  cargo: 'Auxiliar de bodega',
  salarioOfrecido: 2_000_000,
  ...r,
});

/** A CV that meets everything (ideal test score and completion). */
const hv = (h: Partial<HojaDeVidaCompatibilidad> = {}): HojaDeVidaCompatibilidad => ({
  ciudadId: 1,
  departamento: 'Antioquia',
  fechaNacimiento: '1996-05-10',
  genero: 1,
  nivelAcademico: 2,
  experiencias: [{ cargo: 'Auxiliar de Bodega', fechaIngreso: '2023-01-01', fechaRetiro: '2025-06-30' }],
  aspiracionSalarialMinima: 1_800_000,
  prueba: { puntaje: 100, descartado: false },
  porcentajeTotal: 100,
  ...h,
});

const parte = (
  r: RequisitosCompatibilidad,
  h: HojaDeVidaCompatibilidad,
  nombre: keyof typeof PESOS_COMPATIBILIDAD,
) => calcularCompatibilidad(r, h, HOY).partes.find((p) => p.parte === nombre)?.puntos;

describe('calcularCompatibilidad', () => {
  it('the weights add up to 100 and an ideal CV scores 100, with every part at its maximum', () => {
    expect(Object.values(PESOS_COMPATIBILIDAD).reduce((a, b) => a + b, 0)).toBe(100);
    const c = calcularCompatibilidad(requisitos(), hv(), HOY);
    expect(c.total).toBe(100);
    expect(c.partes.map((p) => [p.parte, p.puntos, p.maximo])).toEqual(
      Object.entries(PESOS_COMPATIBILIDAD).map(([k, v]) => [k, v, v]),
    );
    expect(c.partes[0]?.nombre).toBe('Ciudad de residencia');
  });

  it('an empty CV against demanding requirements scores only the neutral salary points', () => {
    const vacia = hv({
      ciudadId: null,
      departamento: null,
      fechaNacimiento: null,
      genero: null,
      nivelAcademico: null,
      experiencias: [],
      aspiracionSalarialMinima: null,
      prueba: null,
      porcentajeTotal: 0,
    });
    expect(calcularCompatibilidad(requisitos(), vacia, HOY).total).toBe(5);
  });

  it.each([
    ['same city', hv(), 20],
    ['another city of the same department', hv({ ciudadId: 2 }), 10],
    ['another department', hv({ ciudadId: 3, departamento: 'Valle del Cauca' }), 0],
    ['no city on the CV', hv({ ciudadId: null, departamento: null }), 0],
  ])('city: %s', (_n, h, puntos) => expect(parte(requisitos(), h, 'ciudad')).toBe(puntos));

  it.each([
    // Age 20 on 2026-11-24 means born on or before 2006-11-24; age 35 means born after 1990-11-24.
    ['exactly the minimum age today', '2006-11-24', 10],
    ['one day short of the minimum age', '2006-11-25', 0],
    ['last day at the maximum age', '1990-11-25', 10],
    ['turned maximum + 1 today', '1990-11-24', 0],
    ['no birth date', null, 0],
  ])('age: %s', (_n, fechaNacimiento, puntos) =>
    expect(parte(requisitos(), hv({ fechaNacimiento }), 'edad')).toBe(puntos),
  );

  it('age: a profile without an age range gives the points even without a birth date', () => {
    expect(
      parte(requisitos({ edadMinima: null, edadMaxima: null }), hv({ fechaNacimiento: null }), 'edad'),
    ).toBe(10);
    expect(limitesNacimiento({ edadMinima: 18, edadMaxima: null }, HOY)).toEqual({
      nacidoDespuesDe: null,
      nacidoHasta: '2008-11-24',
    });
  });

  it.each([
    ['indifferent profile', 0, 2, 10],
    ['same gender', 1, 1, 10],
    ['other gender', 2, 1, 0],
    ['gender not given', 1, null, 0],
  ])('gender: %s', (_n, genero, candidato, puntos) =>
    expect(parte(requisitos({ genero }), hv({ genero: candidato }), 'genero')).toBe(puntos),
  );

  it.each([
    ['indifferent', 0, null, 15],
    ['bachiller asked, bachillerato', 1, 1, 15],
    ['bachiller asked, higher education', 1, 2, 15],
    ['bachiller asked, primaria (one level below)', 1, 0, 7],
    ['profesional asked, bachillerato (one level below)', 4, 1, 7],
    ['técnico asked, primaria', 2, 0, 0],
    ['técnico asked, no level', 2, null, 0],
  ])('education: %s', (_n, educacion, nivel, puntos) =>
    expect(parte(requisitos({ educacion }), hv({ nivelAcademico: nivel }), 'educacion')).toBe(puntos),
  );

  it.each([
    [
      '24 months or more',
      [{ cargo: 'auxiliar de bodega', fechaIngreso: '2020-01-01', fechaRetiro: '2022-12-31' }],
      20,
    ],
    [
      '12 months (360 days) → half',
      [{ cargo: 'Auxiliar de bodega y despachos', fechaIngreso: '2024-01-01', fechaRetiro: '2024-12-26' }],
      10,
    ],
    [
      '359 days → 11 months',
      [{ cargo: 'AUXILIAR DE BODEGA', fechaIngreso: '2024-01-01', fechaRetiro: '2024-12-25' }],
      9,
    ],
    [
      'current job counts until today',
      [{ cargo: 'Auxiliar de bódega', fechaIngreso: '2025-11-24', fechaRetiro: null }],
      10,
    ],
    [
      'several experiences add up',
      [
        { cargo: 'auxiliar de bodega', fechaIngreso: '2024-01-01', fechaRetiro: '2024-06-29' },
        { cargo: 'auxiliar de bodega', fechaIngreso: '2025-01-01', fechaRetiro: '2025-06-30' },
      ],
      10,
    ],
    [
      'another position does not count',
      [{ cargo: 'Cajero', fechaIngreso: '2015-01-01', fechaRetiro: '2025-01-01' }],
      0,
    ],
    [
      'no start date does not count',
      [{ cargo: 'auxiliar de bodega', fechaIngreso: null, fechaRetiro: '2025-01-01' }],
      0,
    ],
  ])('experience: %s', (_n, experiencias, puntos) =>
    expect(parte(requisitos(), hv({ experiencias }), 'experiencia')).toBe(puntos),
  );

  it('experience: an empty position name matches nothing; reversed dates count zero days', () => {
    expect(diasEnElCargo('  ', [{ cargo: 'x', fechaIngreso: '2020-01-01', fechaRetiro: null }], HOY)).toBe(0);
    expect(
      diasEnElCargo('x', [{ cargo: 'x', fechaIngreso: '2026-01-01', fechaRetiro: '2025-01-01' }], HOY),
    ).toBe(0);
  });

  it.each([
    ['aspiration below the offer', 1_500_000, 2_000_000, 10],
    ['aspiration equal to the offer', 2_000_000, 2_000_000, 10],
    ['15 % above: tolerated', 2_300_000, 2_000_000, 5],
    ['one cent over 15 %', 2_300_000.01, 2_000_000, 0],
    ['no aspiration stated', null, 2_000_000, 5],
    ['no offered salary', 9_000_000, null, 10],
  ])('salary: %s', (_n, aspiracion, ofrecido, puntos) =>
    expect(
      parte(
        requisitos({ salarioOfrecido: ofrecido }),
        hv({ aspiracionSalarialMinima: aspiracion }),
        'salario',
      ),
    ).toBe(puntos),
  );

  it.each([
    ['no test', null, 0],
    ['discarded', { puntaje: 95, descartado: true }, 0],
    ['no global score', { puntaje: null, descartado: false }, 0],
    ['87.35', { puntaje: 87.35, descartado: false }, 8],
    ['70', { puntaje: 70, descartado: false }, 7],
    ['69.99', { puntaje: 69.99, descartado: false }, 6],
  ])('digital tests: %s', (_n, prueba, puntos) =>
    expect(parte(requisitos(), hv({ prueba }), 'pruebas')).toBe(puntos),
  );

  it.each([
    [100, 5],
    [80, 4],
    [79.99, 3],
    [0, 0],
  ])('CV completion %d %% → %d points', (porcentajeTotal, puntos) =>
    expect(parte(requisitos(), hv({ porcentajeTotal }), 'hojaDeVida')).toBe(puntos),
  );
});
