import { TZDate, tz } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addYears,
  differenceInCalendarDays,
  differenceInYears,
  format,
  getISODay,
  getISOWeek,
  getISOWeekYear,
} from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aniosCumplidos,
  diaDeSemana,
  diasEntreFechas,
  fechaIsoExiste,
  lunesDeSemana,
  partesFechaIso,
  semanaIso,
  sumarAnios,
  sumarDias,
  sumarMeses,
} from './calendario';

/** Any existing day between 1900 and 2999 as 'YYYY-MM-DD'. */
const dia = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar days (YYYY-MM-DD, no zone)', () => {
  it('refuses days that do not exist and malformed text', () => {
    expect(fechaIsoExiste('2028-02-29')).toBe(true);
    for (const malo of [
      '2027-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '05/01/2026',
      '',
      '2026-11-24T00:00',
    ])
      expect(fechaIsoExiste(malo), malo).toBe(false);
    expect(() => partesFechaIso('ayer')).toThrow(RangeError);
  });

  it.each([
    ['2026-11-23', 8, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    // Colombia kept daylight saving in 1992–93; calendar days are never 23 or 25 hours long here.
    ['1992-05-02', 1, '1992-05-03'],
    ['1992-05-03', 1, '1992-05-04'],
  ])('sumarDias(%s, %i) = %s', (desde, n, esperado) => expect(sumarDias(desde, n)).toBe(esperado));

  it('months and years clamp to the last day of a shorter month', () => {
    expect(sumarMeses('2026-01-31', 1)).toBe('2026-02-28');
    expect(sumarMeses('2026-11-23', 12)).toBe('2027-11-23');
    expect(sumarMeses('2028-02-29', 12)).toBe('2029-02-28');
    expect(sumarAnios('2028-02-29', -1)).toBe('2027-02-28');
    expect(sumarAnios('2000-06-15', 26)).toBe('2026-06-15');
  });

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2026-01-01', '2025-12-29'],
  ])('Monday of the week of %s is %s', (d, lunes) => expect(lunesDeSemana(d)).toBe(lunes));

  it('days between dates, across months, leap days and the 1992 daylight saving', () => {
    expect(diasEntreFechas('2026-03-01', '2026-03-11')).toBe(10);
    expect(diasEntreFechas('2026-03-11', '2026-03-01')).toBe(-10);
    expect(diasEntreFechas('2028-02-28', '2028-03-01')).toBe(2);
    expect(diasEntreFechas('1992-05-01', '1992-05-05')).toBe(4);
  });

  it('age: whole years, the birthday counts, a 29 February birthday comes on 1 March in common years', () => {
    expect(aniosCumplidos('2000-11-23', '2026-11-23')).toBe(26);
    expect(aniosCumplidos('2000-11-24', '2026-11-23')).toBe(25);
    expect(aniosCumplidos('2000-02-29', '2027-02-28')).toBe(26);
    expect(aniosCumplidos('2000-02-29', '2027-03-01')).toBe(27);
    expect(aniosCumplidos('2026-11-23', '2026-11-23')).toBe(0);
  });

  it('property: adding n days then counting the days between gives n back; Mondays are 0–6 days before', () => {
    fc.assert(
      fc.property(dia, fc.integer({ min: -3000, max: 3000 }), (d, n) => {
        const otro = sumarDias(d, n);
        expect(fechaIsoExiste(otro)).toBe(true);
        expect(diasEntreFechas(d, otro)).toBe(n);
        const hasta = diasEntreFechas(lunesDeSemana(d), d);
        expect(hasta >= 0 && hasta <= 6).toBe(true);
        expect(lunesDeSemana(sumarDias(lunesDeSemana(d), 6))).toBe(lunesDeSemana(d));
      }),
    );
  });

  it('property: the age agrees with comparing year, month and day by hand', () => {
    fc.assert(
      fc.property(dia, dia, (a, b) => {
        const [nacimiento, hoy] = a <= b ? [a, b] : [b, a];
        const [ny, nm, nd] = nacimiento.split('-').map(Number) as [number, number, number];
        const [hy, hm, hd] = hoy.split('-').map(Number) as [number, number, number];
        const aMano = hy - ny - (hm < nm || (hm === nm && hd < nd) ? 1 : 0);
        expect(aniosCumplidos(nacimiento, hoy)).toBe(aMano);
      }),
    );
  });

  it('ISO weeks: number and week-year, across year ends', () => {
    expect(semanaIso('2026-11-23')).toEqual({ anio: 2026, semana: 48 });
    expect(semanaIso('2027-01-01')).toEqual({ anio: 2026, semana: 53 });
    expect(semanaIso('2025-12-29')).toEqual({ anio: 2026, semana: 1 });
    expect(diaDeSemana('2026-11-22')).toBe(7);
    expect(diaDeSemana('2026-11-23')).toBe(1);
  });
});

describe('aritmética de calendario frente a date-fns en UTC (la implementación anterior)', () => {
  const enUtc = tz('UTC');
  const aFecha = (iso: string) =>
    new TZDate(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)), 'UTC');
  const aIso = (d: Date) => format(d, 'yyyy-MM-dd', { in: enUtc });
  // A fixed pseudo-random walk over 1899–2101 (deterministic: the same days every run).
  const dias: string[] = [];
  let semilla = 20261124;
  const azar = (n: number) => (semilla = (semilla * 1103515245 + 12345) % 2147483648) % n;
  for (let i = 0; i < 3000; i++) dias.push(aIso(addDays(aFecha('1899-01-01'), azar(74_000), { in: enUtc })));
  dias.push('2024-02-29', '2026-12-31', '2027-01-01', '2020-12-31', '2021-01-03', '2000-02-29');

  it('sumarDias, sumarMeses, sumarAnios, diasEntreFechas, aniosCumplidos, semanaIso y diaDeSemana dan lo mismo', () => {
    for (const [i, iso] of dias.entries()) {
      const otro = dias[(i * 7 + 3) % dias.length]!;
      const n = azar(2000) - 1000;
      const m = azar(60) - 30;
      const d = aFecha(iso);
      expect([iso, sumarDias(iso, n)]).toEqual([iso, aIso(addDays(d, n, { in: enUtc }))]);
      expect([iso, sumarMeses(iso, m)]).toEqual([iso, aIso(addMonths(d, m, { in: enUtc }))]);
      expect([iso, sumarAnios(iso, m)]).toEqual([iso, aIso(addYears(d, m, { in: enUtc }))]);
      expect([iso, otro, diasEntreFechas(iso, otro)]).toEqual([
        iso,
        otro,
        differenceInCalendarDays(aFecha(otro), d, { in: enUtc }),
      ]);
      expect([iso, otro, aniosCumplidos(iso, otro)]).toEqual([
        iso,
        otro,
        differenceInYears(aFecha(otro), d, { in: enUtc }),
      ]);
      expect([iso, semanaIso(iso)]).toEqual([
        iso,
        { anio: getISOWeekYear(d, { in: enUtc }), semana: getISOWeek(d, { in: enUtc }) },
      ]);
      expect([iso, diaDeSemana(iso)]).toEqual([iso, getISODay(d, { in: enUtc })]);
    }
  });
});
