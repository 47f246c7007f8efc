import { describe, expect, it } from 'vitest';
import { fechaIsoDeColumna } from './columna';
import { aFechaIso, desdeFechaIso, ventanaSelector } from './selector';

// A date picker works on the browser's clock: these values are local on purpose (see selector.ts).
describe('date-picker bridge (local calendar)', () => {
  it('the day a picker shows, with zero padding', () => {
    expect(aFechaIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(aFechaIso(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('YYYY-MM-DD → local midnight and back; Invalid Date for a day that does not exist', () => {
    const d = desdeFechaIso('2028-02-29');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2028, 1, 29, 0, 0,
    ]);
    expect(aFechaIso(d)).toBe('2028-02-29');
    expect(Number.isNaN(desdeFechaIso('2027-02-29').getTime())).toBe(true);
    expect(Number.isNaN(desdeFechaIso('').getTime())).toBe(true);
  });

  it('bounds from local midnight today to the same day n months ahead', () => {
    const { min, max } = ventanaSelector(12, new Date(2026, 0, 31, 15, 20));
    expect(min).toEqual(new Date(2026, 0, 31));
    expect(max).toEqual(new Date(2027, 0, 31));
  });
});

describe('fechaIsoDeColumna (PostgreSQL date values)', () => {
  it('text keeps its day; a driver-built local midnight reads back as its day; nothing stays null', () => {
    expect(fechaIsoDeColumna('2026-11-23')).toBe('2026-11-23');
    expect(fechaIsoDeColumna('2026-11-23T00:00:00.000Z')).toBe('2026-11-23');
    expect(fechaIsoDeColumna(new Date(2026, 10, 23))).toBe('2026-11-23');
    expect(fechaIsoDeColumna(null)).toBeNull();
    expect(fechaIsoDeColumna(undefined)).toBeNull();
  });
});
