import type { Page, Route } from '@playwright/test';

/** Procedure names of a tRPC request: `/trpc/a,b?batch=1` → ['a', 'b']. */
function procedimientosDe(url: string): string[] {
  const ruta = new URL(url).pathname.replace(/^.*\/trpc\//, '');
  return decodeURIComponent(ruta).split(',');
}

/** What the server answers for a failed procedure (the superjson envelope of an INTERNAL_SERVER_ERROR). */
function errorInterno(path: string) {
  return {
    error: {
      json: {
        message: 'Error interno',
        code: -32603,
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path },
      },
    },
  };
}

export interface Fallas {
  /** How many calls of the procedure were answered with the failure. */
  veces(procedimiento: string): number;
  /** Stops failing (later calls reach the server untouched). */
  quitar(): Promise<void>;
}

/**
 * Makes the named procedures fail with a server error (500) while every other procedure of the same batch
 * gets its real answer: the batch goes to the server, then the failing entries of its JSON array are
 * replaced. With `red: true` requests that carry a named procedure are aborted instead (no answer at all,
 * as when the network is down).
 */
export async function fallarProcedimientos(
  page: Page,
  nombres: readonly string[],
  opciones: { red?: boolean } = {},
): Promise<Fallas> {
  const cuenta = new Map<string, number>();
  const manejador = async (route: Route) => {
    const procedimientos = procedimientosDe(route.request().url());
    const fallan = procedimientos.filter((p) => nombres.includes(p));
    if (fallan.length === 0) return route.fallback();
    for (const p of fallan) cuenta.set(p, (cuenta.get(p) ?? 0) + 1);
    if (opciones.red) return route.abort('internetdisconnected');
    const real = await route.fetch();
    const cuerpo = (await real.json()) as unknown[];
    const respuesta = procedimientos.map((p, i) => (nombres.includes(p) ? errorInterno(p) : cuerpo[i]));
    return route.fulfill({
      status: fallan.length === procedimientos.length ? 500 : 207,
      contentType: 'application/json',
      body: JSON.stringify(respuesta),
    });
  };
  await page.route('**/trpc/**', manejador);
  return {
    veces: (p) => cuenta.get(p) ?? 0,
    quitar: () => page.unroute('**/trpc/**', manejador),
  };
}
