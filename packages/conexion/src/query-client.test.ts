import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ErrorDeConexion } from '@talento/ui';
import { crearQueryClient, fallaSinDatos } from './query-client';

describe('crearQueryClient', () => {
  it('after any successful change every active query is fetched again before the change resolves', async () => {
    const cliente = crearQueryClient();
    let version = 1;
    const lecturas: number[] = [];
    const consulta = new QueryObserver(cliente, {
      queryKey: ['perfil', 7],
      queryFn: () => {
        lecturas.push(version);
        return Promise.resolve({ version });
      },
    });
    const quitar = consulta.subscribe(() => undefined);
    await cliente.fetchQuery({ queryKey: ['perfil', 7], queryFn: () => ({ version }) });
    await new Promise((r) => setTimeout(r, 0));
    const antes = lecturas.length;

    const cambio = new MutationObserver(cliente, {
      mutationFn: () => {
        version = 2;
        return Promise.resolve('guardado');
      },
    });
    await cambio.mutate();
    // Read again, with the new state, by the time the screen learns the change succeeded (the next click sees it).
    expect(lecturas.length).toBeGreaterThan(antes);
    expect(cliente.getQueryData(['perfil', 7])).toEqual({ version: 2 });
    quitar();
  });

  it('a failed change does not refetch (nothing changed on the server)', async () => {
    const cliente = crearQueryClient();
    let lecturas = 0;
    const quitar = new QueryObserver(cliente, { queryKey: ['x'], queryFn: () => ++lecturas }).subscribe(
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, 0));
    const antes = lecturas;
    const cambio = new MutationObserver(cliente, {
      mutationFn: () => Promise.reject(new Error('rechazado')),
      onError: () => undefined,
    });
    await cambio.mutate().catch(() => undefined);
    expect(lecturas).toBe(antes);
    quitar();
  });
});

describe('crearQueryClient: changes with nothing to show again', () => {
  it('`meta: { refrescar: false }` (logging out) does not fetch the screen again', async () => {
    const cliente = crearQueryClient();
    let lecturas = 0;
    const quitar = new QueryObserver(cliente, { queryKey: ['yo'], queryFn: () => ++lecturas }).subscribe(
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, 0));
    const antes = lecturas;
    await new MutationObserver(cliente, {
      mutationFn: () => Promise.resolve(true),
      meta: { refrescar: false },
    }).mutate();
    expect(lecturas).toBe(antes);
    quitar();
  });
});

describe('crearQueryClient: data fetched just before a screen mounts', () => {
  it('is used as it is, not read again; after a change it is read again all the same', async () => {
    const cliente = crearQueryClient();
    let lecturas = 0;
    const leer = () => Promise.resolve(++lecturas);
    await cliente.prefetchQuery({ queryKey: ['pedido', 1], queryFn: leer });
    const observador = new QueryObserver(cliente, { queryKey: ['pedido', 1], queryFn: leer });
    const quitar = observador.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(observador.getCurrentResult().data).toBe(1);
    expect(lecturas).toBe(1);
    await new MutationObserver(cliente, { mutationFn: () => Promise.resolve(true) }).mutate();
    expect(lecturas).toBe(2);
    quitar();
  });
});

describe('crearQueryClient: a read that fails with nothing to show', () => {
  const servidor = (httpStatus: number) => Object.assign(new Error('x'), { data: { httpStatus } });
  const consulta = async (error: unknown, opciones: { datos?: unknown; silencioso?: boolean } = {}) => {
    const cliente = crearQueryClient();
    if (opciones.datos !== undefined) cliente.setQueryData(['q'], opciones.datos);
    await cliente
      .fetchQuery({
        queryKey: ['q'],
        queryFn: () => Promise.reject(error as Error),
        retry: false,
        staleTime: 0,
        meta: { silencioso: opciones.silencioso ?? false },
      })
      .catch(() => undefined);
    return cliente.getQueryCache().find({ queryKey: ['q'] })!;
  };

  it('goes to the page boundary ("No se pudo cargar") when there was no answer or the server failed', async () => {
    expect(fallaSinDatos(new ErrorDeConexion(), await consulta(new ErrorDeConexion()))).toBe(true);
    expect(fallaSinDatos(servidor(500), await consulta(servidor(500)))).toBe(true);
  });

  it('not when data is on screen, when the screen handles it, nor for a refusal', async () => {
    const sinRed = new ErrorDeConexion();
    expect(fallaSinDatos(sinRed, await consulta(sinRed, { datos: { filas: [] } }))).toBe(false);
    expect(fallaSinDatos(sinRed, await consulta(sinRed, { silencioso: true }))).toBe(false);
    expect(fallaSinDatos(servidor(403), await consulta(servidor(403)))).toBe(false);
    expect(fallaSinDatos(servidor(404), await consulta(servidor(404)))).toBe(false);
  });

  it('a timeout is not tried again (it would wait as long again); other failures once', () => {
    const retry = crearQueryClient().getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ErrorDeConexion({ porTiempo: true }))).toBe(false);
    expect(retry(0, new ErrorDeConexion())).toBe(true);
    expect(retry(1, new ErrorDeConexion())).toBe(false);
  });
});
