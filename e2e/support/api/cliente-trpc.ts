import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import type { AppRouter } from '@talento/api';
import type { Portal } from '@talento/rules';
import superjson from 'superjson';

export type ClienteApi = TRPCClient<AppRouter>;

export interface OpcionesClienteApi {
  /** http://host:port of the server under test. */
  base: string;
  portal: Portal;
  /** `name=value` of the portal's session cookie (or how to get it once the login is done); null: anonymous. */
  cookie: string | null | (() => Promise<string>);
  /** Sees every answer (auth.login reads the session cookie it sets). */
  alResponder?: (respuesta: Response) => void;
}

/**
 * A typed tRPC client for test set-up, speaking to the server as the portals do: every call a POST
 * (methodOverride), superjson, the portal header choosing the session cookie, and the site's own Origin (the
 * server refuses a POST from another origin, docs/estilo.md §9).
 */
export function crearClienteApi({ base, portal, cookie, alResponder }: OpcionesClienteApi): ClienteApi {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${base}/trpc`,
        methodOverride: 'POST',
        transformer: superjson,
        headers: async () => {
          const valor = typeof cookie === 'function' ? await cookie() : cookie;
          return { origin: base, 'x-talento-portal': portal, ...(valor ? { cookie: valor } : {}) };
        },
        fetch: async (url, init) => {
          const respuesta = await fetch(url, init);
          alResponder?.(respuesta);
          return respuesta;
        },
      }),
    ],
  });
}
