import { describe, expect, it } from 'vitest';
import { esFallaDeConexion, esFallaPorTiempo } from '@talento/ui';
import { fetchConEspera } from './esperar-respuesta';

/** A server that never answers: the request ends only when its signal aborts. */
const sinRespuesta = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
  });

const HUMANO = 'No hay conexión con el servidor. Revise su conexión e intente de nuevo.';

describe('fetchConEspera', () => {
  it('a read without an answer gives up after its wait, as a timeout with the human message', async () => {
    const error = (await fetchConEspera(20, sinRespuesta)('/trpc/a').catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(HUMANO);
    expect(esFallaDeConexion(error)).toBe(true);
    expect(esFallaPorTiempo(error)).toBe(true);
  });

  it('the network down ("Failed to fetch") becomes the human message, not a timeout', async () => {
    const caido = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = (await fetchConEspera(1_000, caido)('/trpc/a').catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(HUMANO);
    expect(esFallaDeConexion(error)).toBe(true);
    expect(esFallaPorTiempo(error)).toBe(false);
  });

  it('a request the page cancelled keeps its abort (React Query ignores it)', async () => {
    const propia = new AbortController();
    const pedido = fetchConEspera(1_000, sinRespuesta)('/trpc/a', { signal: propia.signal });
    propia.abort();
    const error = (await pedido.catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('AbortError');
    expect(esFallaDeConexion(error)).toBe(false);
  });

  it('an answer passes through untouched, and a change without a wait is never cut', async () => {
    const respuesta = new Response('[]', { status: 200 });
    expect(await fetchConEspera(1_000, () => Promise.resolve(respuesta))('/trpc/a')).toBe(respuesta);
    let signal: AbortSignal | null | undefined = null;
    await fetchConEspera(undefined, (_u, init) => {
      signal = init?.signal;
      return Promise.resolve(respuesta);
    })('/trpc/b');
    expect(signal).toBeUndefined();
  });
});
