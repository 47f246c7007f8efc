import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import superjson from 'superjson';
import { ESPERA_CONSULTA_MS, fetchConEspera } from './esperar-respuesta';

/**
 * The links both portals use: same-origin /trpc, batches of at most 10, every call as POST (queries
 * carry personal data that must not travel in URLs), and the portal header choosing the session cookie.
 * File uploads (FormData) go alone through a plain link as multipart. Reads give up after 15 s; a call
 * that gets no answer fails with `ErrorDeConexion` (esperar-respuesta.ts).
 */
export function crearClienteTrpc<R extends AnyRouter>(portal: 'staff' | 'cliente'): TRPCLink<R>[] {
  const headers = () => ({ 'x-talento-portal': portal });
  const lote = (esperaMs?: number) =>
    httpBatchLink({
      url: '/trpc',
      maxItems: 10,
      methodOverride: 'POST',
      transformer: superjson,
      headers,
      fetch: fetchConEspera(esperaMs),
    } as never);
  return [
    splitLink<R>({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({
        url: '/trpc',
        methodOverride: 'POST',
        transformer: superjson,
        headers,
        fetch: fetchConEspera(),
      } as never),
      false: splitLink<R>({
        condition: (op) => op.type === 'query',
        true: lote(ESPERA_CONSULTA_MS),
        false: lote(),
      }),
    }),
  ];
}
