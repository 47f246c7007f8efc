import { describe, expect, it } from 'vitest';
import {
  EntradaEnviarNotificacion,
  esperaReintentoPush,
  MENSAJES_NOTIFICACIONES as M,
} from './notificaciones';

describe('EntradaEnviarNotificacion: every field required', () => {
  it.each([
    ['clienteId', { clienteId: undefined }, M.campoRequerido],
    ['regionId', { regionId: undefined }, M.campoRequerido],
    ['titulo', { titulo: '   ' }, M.campoRequerido],
    ['texto', { texto: '' }, M.campoRequerido],
    ['dispositivos', { dispositivos: [] }, M.dispositivosRequeridos],
  ])('%s', (campo, cambio, mensaje) => {
    const r = EntradaEnviarNotificacion.safeParse({
      clienteId: 1,
      regionId: 2,
      titulo: 'T',
      texto: 'X',
      dispositivos: [3],
      ...cambio,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === campo)?.message).toBe(mensaje);
  });

  it('removes repeated devices', () => {
    expect(
      EntradaEnviarNotificacion.parse({
        clienteId: 1,
        regionId: 2,
        titulo: 'T',
        texto: 'X',
        dispositivos: [3, 3, 4],
      }).dispositivos,
    ).toEqual([3, 4]);
  });
});

describe('esperaReintentoPush', () => {
  it('grows by four and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 9].map(esperaReintentoPush)).toEqual([
      30_000, 120_000, 480_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
