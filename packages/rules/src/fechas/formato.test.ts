import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatoFecha, formatoFechaHora, formatoFechaLarga, leerFecha, leerFechaHora } from './formato';
import { enBogota, fechaEnZonaNegocio, instanteEnBogota } from './zona';

describe('formatoFecha (DD/MM/YYYY)', () => {
  it('formats the Bogotá day of an instant', () => {
    expect(formatoFecha(instanteEnBogota('2026-01-05', 0, 0))).toBe('05/01/2026');
    expect(formatoFecha(instanteEnBogota('2026-12-31', 23, 59))).toBe('31/12/2026');
    expect(formatoFecha(new Date('2026-11-24T03:30:00Z'))).toBe('23/11/2026');
  });

  it('formats a YYYY-MM-DD string without time-zone shifts', () => {
    expect(formatoFecha('2026-03-09')).toBe('09/03/2026');
    expect(formatoFecha('2026-03-09T00:00:00Z')).toBe('09/03/2026');
  });

  it('empty for missing or malformed values', () => {
    expect(formatoFecha(null)).toBe('');
    expect(formatoFecha(undefined)).toBe('');
    expect(formatoFecha('')).toBe('');
    expect(formatoFecha('09/03/2026')).toBe('');
    expect(formatoFecha(new Date(Number.NaN))).toBe('');
  });

  it('property: shows the Bogotá calendar day of any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T12:00:00Z'),
          max: new Date('2999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const [yyyy, mm, dd] = fechaEnZonaNegocio(d).split('-');
          expect(formatoFecha(d)).toBe(`${dd}/${mm}/${yyyy}`);
          expect(leerFecha(formatoFecha(d))).toBe(fechaEnZonaNegocio(d));
        },
      ),
    );
  });
});

describe('formatoFechaHora', () => {
  it('DD/MM/YYYY HH:mm in 24 hours on the Bogotá clock', () => {
    expect(formatoFechaHora(instanteEnBogota('2026-02-03', 7, 5))).toBe('03/02/2026 07:05');
    expect(formatoFechaHora(instanteEnBogota('2026-02-03', 17, 45))).toBe('03/02/2026 17:45');
    expect(formatoFechaHora(new Date('2026-11-24T03:30:00Z'))).toBe('23/11/2026 22:30');
    expect(formatoFechaHora(null)).toBe('');
    expect(formatoFechaHora(new Date(Number.NaN))).toBe('');
  });
});

describe('the formats without date-fns (formato-corto.ts)', () => {
  it('property: DD/MM/YYYY and DD/MM/YYYY HH:mm equal date-fns on the Bogotá clock for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0100-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          expect(formatoFecha(d)).toBe(format(d, 'dd/MM/yyyy', { in: enBogota }));
          expect(formatoFechaHora(d)).toBe(format(d, 'dd/MM/yyyy HH:mm', { in: enBogota }));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the hours around the 1992–93 daylight saving time of Bogotá, as date-fns says them', () => {
    for (let h = 0; h < 48; h++) {
      const d = new Date(Date.UTC(1992, 4, 2, h, 30));
      expect(formatoFechaHora(d)).toBe(format(d, 'dd/MM/yyyy HH:mm', { in: enBogota }));
    }
  });
});

describe('reading what a person types', () => {
  it('DD/MM/YYYY → YYYY-MM-DD, null for days that do not exist or other formats', () => {
    expect(leerFecha('23/11/2026')).toBe('2026-11-23');
    expect(leerFecha(' 29/02/2028 ')).toBe('2028-02-29');
    for (const malo of ['29/02/2027', '31/04/2026', '2026-11-23', '1/1/2026', '23/11/26', '', 'mañana'])
      expect(leerFecha(malo), malo).toBeNull();
  });

  it('DD/MM/YYYY HH:mm is a Bogotá wall-clock time', () => {
    expect(leerFechaHora('23/11/2026 22:30')?.toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(leerFechaHora('01/01/2027 00:00')?.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    for (const malo of [
      '23/11/2026',
      '23/11/2026 25:00',
      '23/11/2026 10:60',
      '31/02/2026 10:00',
      '23/11/2026 9:30',
    ])
      expect(leerFechaHora(malo), malo).toBeNull();
  });

  it('property: formatting an instant to the minute and reading it back gives the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 24 * 365 * 80 }), (minutos) => {
        const t = new Date(Date.parse('1995-01-01T05:00:00Z') + minutos * 60_000);
        expect(leerFechaHora(formatoFechaHora(t))?.getTime()).toBe(t.getTime());
      }),
    );
  });
});

describe('formatoFechaLarga (es locale)', () => {
  it('day and month names in Spanish', () => {
    expect(formatoFechaLarga('2026-11-23')).toBe('lunes, 23 de noviembre de 2026');
    expect(formatoFechaLarga('basura')).toBe('');
  });
});
