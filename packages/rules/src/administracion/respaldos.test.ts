import { describe, expect, it } from 'vitest';
import { selloFechaHora } from '../fechas';
import {
  EntradaDescargaRespaldo,
  HORAS_MAXIMAS_RESPALDO,
  motivoAvisoRespaldo,
  PATRON_NOMBRE_RESPALDO,
} from './respaldos';

const ahora = new Date('2026-03-10T12:00:00Z');
const antes = (horas: number) => new Date(ahora.getTime() - horas * 3_600_000);

describe('motivoAvisoRespaldo', () => {
  it.each([
    [{ ultimoVerificado: antes(1), ultimaCorridaFallida: false }, null],
    [{ ultimoVerificado: antes(HORAS_MAXIMAS_RESPALDO - 0.01), ultimaCorridaFallida: false }, null],
    [{ ultimoVerificado: antes(HORAS_MAXIMAS_RESPALDO), ultimaCorridaFallida: false }, 'atrasado'],
    [{ ultimoVerificado: antes(100), ultimaCorridaFallida: false }, 'atrasado'],
    [{ ultimoVerificado: null, ultimaCorridaFallida: false }, 'sin_respaldo'],
    [{ ultimoVerificado: antes(1), ultimaCorridaFallida: true }, 'fallido'],
    [{ ultimoVerificado: null, ultimaCorridaFallida: true }, 'fallido'],
  ] as const)('%o → %s', (estado, motivo) => {
    expect(motivoAvisoRespaldo(estado, ahora)).toBe(motivo);
  });
});

describe('backup names', () => {
  it('accepts the names the CLI writes (selloFechaHora, -2 when repeated) and nothing with a path', () => {
    expect(PATRON_NOMBRE_RESPALDO.test(selloFechaHora(ahora))).toBe(true);
    expect(PATRON_NOMBRE_RESPALDO.test(`${selloFechaHora(ahora)}-2`)).toBe(true);
    for (const malo of [
      '../2026-03-10_020000',
      '2026-03-10_020000/..',
      '.2026-03-10_020000.parcial',
      '',
      'x',
    ])
      expect(EntradaDescargaRespaldo.safeParse({ nombre: malo }).success).toBe(false);
    expect(EntradaDescargaRespaldo.parse({ nombre: '2026-03-10_020000' })).toEqual({
      nombre: '2026-03-10_020000',
    });
  });
});
