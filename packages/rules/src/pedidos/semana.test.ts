import { describe, expect, it } from 'vitest';
import { fechaEnZonaNegocio, lunesDeSemana, ZONA_HORARIA_NEGOCIO } from '../fechas';
import { diasDeSemana, semanaVecina } from './semana';
import { IndicadoresSemanalesInputSchema, MENSAJES_INDICADORES } from './dashboard';

describe('semanas del gráfico de indicadores', () => {
  it('the business calendar is Bogotá, whatever the zone of the process', () => {
    expect(ZONA_HORARIA_NEGOCIO).toBe('America/Bogota');
    // Monday 03:00 UTC is still Sunday 22:00 in Bogotá (UTC−5, no daylight saving).
    expect(fechaEnZonaNegocio(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(fechaEnZonaNegocio(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
    expect(fechaEnZonaNegocio(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
  });

  it.each([
    ['2026-11-16', '2026-11-16'],
    ['2026-11-18', '2026-11-16'],
    ['2026-11-21', '2026-11-16'],
    ['2026-11-22', '2026-11-16'],
    ['2026-11-23', '2026-11-23'],
    ['2026-01-01', '2025-12-29'],
    ['2024-03-03', '2024-02-26'],
  ])('%s is in the week of Monday %s', (dia, lunes) => expect(lunesDeSemana(dia)).toBe(lunes));

  it('five weekdays, across month and year ends', () => {
    expect(diasDeSemana('2026-11-19')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(diasDeSemana('2026-01-03')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(diasDeSemana('2024-02-29')).toEqual([
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('previous and next week are the Mondays seven days away', () => {
    expect(semanaVecina('2026-11-18', -1)).toBe('2026-11-09');
    expect(semanaVecina('2026-11-16', 1)).toBe('2026-11-23');
    expect(semanaVecina('2026-12-28', 1)).toBe('2027-01-04');
    expect(semanaVecina('2026-01-05', -1)).toBe('2025-12-29');
  });

  it('the week parameter is a real date; anything else gets one Spanish message', () => {
    expect(IndicadoresSemanalesInputSchema.safeParse({ semana: '2026-11-16' }).success).toBe(true);
    expect(IndicadoresSemanalesInputSchema.safeParse({}).success).toBe(true);
    for (const malo of ['ayer', '2026-02-30', '16/11/2026', '', '2026-11-16T00:00']) {
      const r = IndicadoresSemanalesInputSchema.safeParse({ semana: malo });
      expect(r.success, malo).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual([MENSAJES_INDICADORES.semanaInvalida]);
    }
    expect(MENSAJES_INDICADORES.semanaInvalida).toBe(
      'Semana inválida: indique una fecha con el formato AAAA-MM-DD',
    );
  });
});
