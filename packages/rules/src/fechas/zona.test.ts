import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anioEnZonaNegocio,
  desplazarDias,
  fechaEnZonaNegocio,
  horaEnZonaNegocio,
  minutoDelDiaEnZonaNegocio,
  hoyIso,
  inicioDelDia,
  instanteEnBogota,
  sumarDiasInstante,
  ZONA_HORARIA_NEGOCIO,
} from './zona';
import { sumarDias } from './calendario';

describe('the Bogotá clock (UTC−5, explicit whatever the zone of the process)', () => {
  it('2026-11-24T03:30Z is still 23/11 in Bogotá; 05:00Z is the 24th', () => {
    expect(ZONA_HORARIA_NEGOCIO).toBe('America/Bogota');
    expect(fechaEnZonaNegocio(new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-23');
    expect(hoyIso(new Date('2026-11-24T04:59:59.999Z'))).toBe('2026-11-23');
    expect(hoyIso(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
    expect(fechaEnZonaNegocio(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
  });

  it('today without an argument is the Bogotá day of the current instant', () => {
    const antes = fechaEnZonaNegocio(new Date());
    const hoy = hoyIso();
    expect([antes, fechaEnZonaNegocio(new Date())]).toContain(hoy);
  });

  it('a Bogotá day starts at 05:00 UTC; wall-clock times are read in Bogotá', () => {
    expect(inicioDelDia('2026-11-23').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(instanteEnBogota('2026-11-23', 22, 30).toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(instanteEnBogota('2026-12-31', 23, 59).toISOString()).toBe('2027-01-01T04:59:00.000Z');
  });

  it('the midnight skipped by the 1992 daylight saving starts the day at 01:00 (UTC−4)', () => {
    expect(inicioDelDia('1992-05-03').toISOString()).toBe('1992-05-03T05:00:00.000Z');
    expect(fechaEnZonaNegocio(inicioDelDia('1992-05-03'))).toBe('1992-05-03');
  });

  it('property: the start of the day of any instant is on that same day and not after the instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (t) => {
          const dia = fechaEnZonaNegocio(t);
          const inicio = inicioDelDia(dia);
          expect(fechaEnZonaNegocio(inicio)).toBe(dia);
          expect(inicio.getTime()).toBeLessThanOrEqual(t.getTime());
          expect(t.getTime() - inicio.getTime()).toBeLessThan(25 * 3600_000);
        },
      ),
    );
  });

  it('instants move by Bogotá days keeping the wall-clock time; hour and year are read in Bogotá', () => {
    expect(sumarDiasInstante(instanteEnBogota('2026-11-23', 22, 30), 8).toISOString()).toBe(
      '2026-12-02T03:30:00.000Z',
    );
    expect(sumarDiasInstante(instanteEnBogota('1992-05-02', 9, 0), 1).toISOString()).toBe(
      instanteEnBogota('1992-05-03', 9, 0).toISOString(),
    );
    expect(horaEnZonaNegocio(new Date('2026-11-24T03:30:00Z'))).toBe(22);
    expect(minutoDelDiaEnZonaNegocio(new Date('2026-11-24T03:30:00Z'))).toBe(22 * 60 + 30);
    expect(minutoDelDiaEnZonaNegocio(instanteEnBogota('2026-11-24', 0, 5))).toBe(5);
    expect(anioEnZonaNegocio(new Date('2027-01-01T04:00:00Z'))).toBe(2026);
  });

  it('desplazarDias moves by 24-hour days, fractions included', () => {
    expect(desplazarDias(new Date('2026-11-23T10:00:00Z'), 1.5).toISOString()).toBe(
      '2026-11-24T22:00:00.000Z',
    );
    expect(desplazarDias(new Date('2026-11-23T10:00:00Z'), -2).toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
  });
});

describe('inicioDelDia recordado', () => {
  it('cada llamada da una fecha nueva: cambiar la de un llamador no cambia la del siguiente', () => {
    const a = inicioDelDia('2026-11-25');
    a.setTime(0);
    expect(inicioDelDia('2026-11-25').toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });

  it('más días que los que recuerda: cada uno sigue dando su propio inicio', () => {
    let dia = '2000-01-01';
    const vistos: [string, string][] = [];
    for (let i = 0; i < 5000; i++) {
      vistos.push([dia, inicioDelDia(dia).toISOString()]);
      dia = sumarDias(dia, 1);
    }
    for (const [d, inicio] of vistos) expect(inicioDelDia(d).toISOString()).toBe(inicio);
    expect(vistos[0]![1]).toBe('2000-01-01T05:00:00.000Z');
  });
});

describe('fechaEnZonaNegocio recordada por cuarto de hora', () => {
  it('cada minuto alrededor de la medianoche de Bogotá da su día, yendo y volviendo', () => {
    const medianoche = Date.UTC(2026, 10, 25, 5, 0); // 25/11/2026 00:00 en Bogotá
    for (const paso of [1, -1]) {
      for (let m = -90; m <= 90; m++) {
        const instante = new Date(medianoche + paso * m * 60_000);
        expect(fechaEnZonaNegocio(instante)).toBe(
          instante.getTime() < medianoche ? '2026-11-24' : '2026-11-25',
        );
      }
    }
  });

  it('instantes antiguos y fechas inválidas se calculan como siempre', () => {
    expect(fechaEnZonaNegocio(new Date(Date.UTC(1900, 0, 1, 4, 58)))).toBe('1900-01-01');
    expect(fechaEnZonaNegocio(new Date(Date.UTC(1900, 0, 1, 4, 55)))).toBe('1899-12-31');
    expect(() => fechaEnZonaNegocio(new Date(Number.NaN))).toThrow(RangeError);
  });
});
