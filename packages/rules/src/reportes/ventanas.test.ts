import { describe, expect, it } from 'vitest';
import { sumarDias } from '../fechas';
import { MENSAJES_REPORTES as M } from './mensajes';
import {
  errorFechaInforme,
  fechaMinimaInforme,
  mesesHasta,
  periodoValidacion,
  promedioMovil,
  rangoInforme,
  semanasHasta,
  semanaValidableDe,
} from './ventanas';

const resumen = (v: { desde: string; hasta: string; etiqueta: string }[]) =>
  v.map((x) => `${x.desde}..${x.hasta} ${x.etiqueta}`);

describe('mesesHasta', () => {
  it.each([
    [
      '2026-11-24',
      [
        '2026-09-01..2026-09-30 Septiembre 2026',
        '2026-10-01..2026-10-31 Octubre 2026',
        '2026-11-01..2026-11-24 Noviembre 2026',
      ],
    ],
    [
      '2027-01-01',
      [
        '2026-11-01..2026-11-30 Noviembre 2026',
        '2026-12-01..2026-12-31 Diciembre 2026',
        '2027-01-01..2027-01-01 Enero 2027',
      ],
    ],
    [
      '2028-03-31',
      [
        '2028-01-01..2028-01-31 Enero 2028',
        '2028-02-01..2028-02-29 Febrero 2028',
        '2028-03-01..2028-03-31 Marzo 2028',
      ],
    ],
    [
      '2027-02-15',
      [
        '2026-12-01..2026-12-31 Diciembre 2026',
        '2027-01-01..2027-01-31 Enero 2027',
        '2027-02-01..2027-02-15 Febrero 2027',
      ],
    ],
  ])('%s → the 3 months up to the date, Spanish names, across year boundaries', (fecha, esperado) => {
    expect(resumen(mesesHasta(fecha))).toEqual(esperado);
    expect(mesesHasta(fecha).map((v) => v.clave)).toEqual(['mes-2', 'mes-1', 'mes-0']);
  });
});

describe('semanasHasta', () => {
  it('five Monday–Sunday weeks, the last one ending on the date (Tuesday 24/11/2026)', () => {
    expect(resumen(semanasHasta('2026-11-24'))).toEqual([
      '2026-10-26..2026-11-01 Semana 44 de 2026 (26/10)',
      '2026-11-02..2026-11-08 Semana 45 de 2026 (02/11)',
      '2026-11-09..2026-11-15 Semana 46 de 2026 (09/11)',
      '2026-11-16..2026-11-22 Semana 47 de 2026 (16/11)',
      '2026-11-23..2026-11-24 Semana 48 de 2026 (23/11)',
    ]);
  });

  it.each([
    // Friday 1 January 2027 belongs to ISO week 53 of 2026.
    ['2027-01-01', '2026-11-30', '2026-12-28..2027-01-01 Semana 53 de 2026 (28/12)'],
    // A Monday: the current week is that single day.
    ['2027-01-04', '2026-12-07', '2027-01-04..2027-01-04 Semana 1 de 2027 (04/01)'],
    // A Sunday: the current week is whole.
    ['2026-03-01', '2026-01-26', '2026-02-23..2026-03-01 Semana 9 de 2026 (23/02)'],
  ])('%s: first week starts %s, last is %s', (fecha, primera, ultima) => {
    const semanas = semanasHasta(fecha);
    expect(semanas).toHaveLength(5);
    expect(semanas[0]!.desde).toBe(primera);
    expect(resumen(semanas)[4]).toBe(ultima);
  });

  it('rangoInforme covers the earliest of the first month and the first week', () => {
    expect(rangoInforme('2026-11-24')).toEqual({ desde: '2026-09-01', hasta: '2026-11-24' });
    // 3 March: the first of the five weeks (Monday 2 Feb) starts after 1 January.
    expect(rangoInforme('2026-03-03')).toEqual({ desde: '2026-01-01', hasta: '2026-03-03' });
  });
});

describe('promedioMovil', () => {
  it.each([
    [[1, 2, 3, 4, 5], 3],
    [[10, 0, 0, 0, 0], 2],
    [[1, 1, 1, 1, 2], 1.2],
    [[1, 2, 2, 2, 2], 1.8],
    [[1, 0, 0], 0.33],
    [[null, 50, 100, null, null], 75],
    [[null, null], null],
    // Only the last five weeks count.
    [[100, 0, 0, 0, 0, 0], 0],
  ])('%j → %s', (valores, esperado) => {
    expect(promedioMovil(valores)).toBe(esperado);
  });
});

describe('periodoValidacion', () => {
  it.each([
    // Tuesday of the current week: the week is open, never frozen in part.
    ['2026-11-24', '2026-11-24', { estado: 'abierta', desde: '2026-11-23', hasta: '2026-11-29' }],
    // Its Sunday is still open; the Monday after, it is closed.
    ['2026-11-24', '2026-11-29', { estado: 'abierta', desde: '2026-11-23', hasta: '2026-11-29' }],
    ['2026-11-24', '2026-11-30', { estado: 'cerrada', desde: '2026-11-23', hasta: '2026-11-29' }],
    ['2026-11-10', '2026-11-24', { estado: 'cerrada', desde: '2026-11-09', hasta: '2026-11-15' }],
    ['2026-12-31', '2027-02-01', { estado: 'cerrada', desde: '2026-12-28', hasta: '2027-01-03' }],
    ['2026-11-30', '2026-11-24', { estado: 'futura', desde: '2026-11-30', hasta: '2026-12-06' }],
  ])('week of %s seen on %s', (fecha, hoy, esperado) => {
    expect(periodoValidacion(fecha, hoy)).toEqual(esperado);
  });

  it("without a date, the last closed week (the one before today's)", () => {
    expect(periodoValidacion(semanaValidableDe('2026-11-24'), '2026-11-24')).toEqual({
      estado: 'cerrada',
      desde: '2026-11-16',
      hasta: '2026-11-22',
    });
    expect(periodoValidacion(semanaValidableDe('2026-11-23'), '2026-11-23').estado).toBe('cerrada');
  });
});

describe('ventanas recordadas', () => {
  it('cada llamada da su propia copia: cambiar la de un llamador no cambia la del siguiente', () => {
    const primera = mesesHasta('2026-11-25');
    const semanas = semanasHasta('2026-11-25');
    primera[0]!.desde = '1999-01-01';
    primera.pop();
    semanas[0]!.etiqueta = 'otra';
    expect(mesesHasta('2026-11-25')).toHaveLength(3);
    expect(mesesHasta('2026-11-25')[0]!.desde).toBe('2026-09-01');
    expect(semanasHasta('2026-11-25')[0]!.etiqueta).not.toBe('otra');
  });
});

describe('fechas del informe: días recalculados y anteriores', () => {
  it('the earliest date is the first whose columns all lie within today − 400 days', () => {
    const hoy = '2026-11-25';
    const limite = '2025-10-21'; // 400 days before
    const minima = fechaMinimaInforme(hoy);
    expect(rangoInforme(minima).desde >= limite).toBe(true);
    expect(rangoInforme(sumarDias(minima, -1)).desde < limite).toBe(true);
    expect(minima).toBe('2026-01-01');
  });

  it('the date field only asks for a date: an older one is computed from the source tables, not refused', () => {
    const hoy = '2026-11-25';
    expect(errorFechaInforme('')).toBe(M.fechaRequerida);
    expect(errorFechaInforme('1900-01-01')).toBeUndefined();
    expect(errorFechaInforme(hoy)).toBeUndefined();
  });
});
