import type { Page, Response } from '@playwright/test';

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

/**
 * Records every /trpc call of the page, each under the screen that sent it (the path of the document it came from,
 * its Referer), with the answer's error code. `pendientes()` counts calls still without an answer.
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
    const pantalla = referer ? new URL(referer).pathname : '';
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
    pendientes: () => pendientes,
    /** Waits for every answer already on its way. */
    terminar: () => Promise.all(esperando),
  };
}
