import { expect, type Page, type Response } from '@playwright/test';

/** One procedure call the page made: its path, the screen (path) that made it, and the tRPC error code it got. */
export interface LlamadaTrpc {
  ruta: string;
  pantalla: string;
  error: string | null;
}

/** The error code of each call of a (batched or single) tRPC answer, in the order of its paths. */
async function codigosDe(respuesta: Response, cuantos: number): Promise<(string | null)[]> {
  let cuerpo: unknown;
  try {
    cuerpo = await respuesta.json();
  } catch {
    return Array.from({ length: cuantos }, () => (respuesta.ok() ? null : String(respuesta.status())));
  }
  const items = Array.isArray(cuerpo) ? cuerpo : [cuerpo];
  return items.map((item) => {
    const error = (item as { error?: { json?: { data?: { code?: string } }; data?: { code?: string } } })
      .error;
    return error ? (error.json?.data?.code ?? error.data?.code ?? 'ERROR') : null;
  });
}

/** A screen's path without its trailing slash: the server answers `/cliente` with a redirect to `/cliente/`. */
export const sinBarraFinal = (ruta: string): string => ruta.replace(/(.)\/$/, '$1');

/**
 * Records every /trpc call of the page, each under the screen that sent it (the path of the document it came from,
 * its Referer, without a trailing slash), with the answer's error code.
 */
export function registrarLlamadas(page: Page) {
  const llamadas: LlamadaTrpc[] = [];
  let pendientes = 0;
  const esperando: Promise<void>[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.startsWith('/trpc/')) return;
    const rutas = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    const referer = req.headers()['referer'];
    const pantalla = referer ? sinBarraFinal(new URL(referer).pathname) : '';
    pendientes++;
    esperando.push(
      req
        .response()
        .then(async (r) => (r ? codigosDe(r, rutas.length) : rutas.map(() => 'SIN_RESPUESTA')))
        .catch(() => rutas.map(() => 'SIN_RESPUESTA'))
        .then((codigos) => {
          rutas.forEach((ruta, i) => llamadas.push({ ruta, pantalla, error: codigos[i] ?? null }));
          pendientes--;
        }),
    );
  });
  return {
    llamadas,
    /**
     * Waits until the screen shown at `pantalla` is done calling: when it calls something on opening, until one of its
     * calls (besides `delShell`) has its answer, then until no call is waiting for one. Waiting only for "nothing
     * pending" passed before the screen's first request had left (its effect not run yet, or its request not yet seen
     * from the browser), and the next navigation took the screen away unchecked.
     */
    async esperarPantalla(pantalla: string, llamaAlAbrir: boolean, delShell: ReadonlySet<string>) {
      const ruta = sinBarraFinal(pantalla);
      if (llamaAlAbrir)
        await expect
          .poll(() => llamadas.some((l) => l.pantalla === ruta && !delShell.has(l.ruta)), {
            message: `${ruta}: ninguna llamada de la pantalla al abrir`,
          })
          .toBe(true);
      await expect.poll(() => pendientes).toBe(0);
    },
    /** Waits for every answer already on its way. */
    terminar: () => Promise.all(esperando),
  };
}
