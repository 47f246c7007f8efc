import { describe, expect, it } from 'vitest';
import { MENSAJES, mensajeDeError } from '@talento/rules';
import { ErrorDeConexion, esFallaDeConexion, esFallaPorTiempo } from './errores-conexion';
import { aErrorDeServidor } from './notificaciones';

/** What the tRPC client throws: its own error with the link's error as the cause, `data` only with a server answer. */
const errorTrpc = (causa: unknown, data?: unknown) =>
  Object.assign(new Error((causa as Error).message), { name: 'TRPCClientError', cause: causa, data });

const HUMANO = 'No hay conexión con el servidor. Revise su conexión e intente de nuevo.';

describe('esFallaDeConexion: a call that got no answer', () => {
  it.each([
    ['the link’s own error', new ErrorDeConexion()],
    ['the link’s error behind the tRPC error', errorTrpc(new ErrorDeConexion({ porTiempo: true }))],
    ['Chromium without network', errorTrpc(new TypeError('Failed to fetch'))],
    ['Firefox without network', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari without network', new TypeError('Load failed')],
    ['a timeout of AbortSignal.timeout', errorTrpc(new DOMException('signal timed out', 'TimeoutError'))],
  ])('%s', (_caso, error) => {
    expect(esFallaDeConexion(error)).toBe(true);
  });

  it.each([
    [
      'a server answer (500)',
      errorTrpc(new Error('Error interno'), { httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' }),
    ],
    ['a refusal (403)', errorTrpc(new Error('No puede'), { httpStatus: 403, code: 'FORBIDDEN' })],
    ['a bug in the page', new TypeError('x is undefined')],
    ['a plain error', new Error('Failed to fetch')],
    ['nothing', null],
  ])('not %s', (_caso, error) => {
    expect(esFallaDeConexion(error)).toBe(false);
  });

  it('tells a timeout from a network failure', () => {
    expect(esFallaPorTiempo(errorTrpc(new ErrorDeConexion({ porTiempo: true })))).toBe(true);
    expect(esFallaPorTiempo(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
    expect(esFallaPorTiempo(errorTrpc(new ErrorDeConexion()))).toBe(false);
    expect(esFallaPorTiempo(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('the link’s error says the human sentence as its message', () => {
    expect(new ErrorDeConexion().message).toBe(HUMANO);
    expect(MENSAJES.conexion.sinConexionServidor).toBe(HUMANO);
  });
});

describe('the error → message mapping of the generic handler', () => {
  it('no answer: one human sentence, never "Failed to fetch" nor "TRPCClientError"', () => {
    for (const error of [
      errorTrpc(new TypeError('Failed to fetch')),
      errorTrpc(new ErrorDeConexion({ porTiempo: true })),
      new TypeError('Failed to fetch'),
    ]) {
      const leido = aErrorDeServidor(error);
      expect(leido.sinConexion).toBe(true);
      const { titulo, detalle } = mensajeDeError(leido);
      expect(titulo).toBe(HUMANO);
      expect(detalle).toEqual([]);
      expect(`${titulo} ${detalle.join(' ')}`).not.toMatch(/fetch|TRPC|timed out/i);
    }
  });

  it('a server answer keeps the spec’s messages (03 §8)', () => {
    const e500 = errorTrpc(new Error('Error interno'), { httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' });
    expect(aErrorDeServidor(e500).sinConexion).toBeUndefined();
    expect(mensajeDeError(aErrorDeServidor(e500)).titulo).toBe(MENSAJES.errores.error500);
    const e409 = errorTrpc(new Error('x'), { httpStatus: 409, detalle: MENSAJES.errores.conflicto });
    expect(mensajeDeError(aErrorDeServidor(e409))).toEqual({
      titulo: MENSAJES.errores.noPuedeRealizar,
      detalle: [MENSAJES.errores.conflicto],
    });
  });
});
