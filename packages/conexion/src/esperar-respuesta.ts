import { ErrorDeConexion } from '@talento/ui';

/** How long a read waits for the server before it is shown as "No se pudo cargar" (issue 39: never a spinner for ever). */
export const ESPERA_CONSULTA_MS = 15_000;

type Fetch = (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The `fetch` of the tRPC links: gives up after `esperaMs` (a read; changes wait as long as the server takes, their
 * outcome is the server's) and turns a request that got no answer into `ErrorDeConexion`, whose message is the one
 * human sentence. A request the page itself cancelled (React Query's signal) keeps its abort, which is no failure.
 */
export function fetchConEspera(esperaMs?: number, base: Fetch = (url, init) => fetch(url, init)): Fetch {
  return async (url, init = {}) => {
    const propia = init.signal ?? undefined;
    const tiempo = esperaMs === undefined ? undefined : AbortSignal.timeout(esperaMs);
    const senales = [propia, tiempo].filter((s): s is AbortSignal => s !== undefined);
    const signal = senales.length > 1 ? AbortSignal.any(senales) : senales[0];
    try {
      return await base(url, { ...init, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (propia?.aborted) throw error;
      throw new ErrorDeConexion({ porTiempo: tiempo?.aborted ?? false, causa: error });
    }
  };
}
