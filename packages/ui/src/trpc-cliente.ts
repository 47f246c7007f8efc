import { httpBatchLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import superjson from 'superjson';

/**
 * The link both portals use: same-origin /trpc, batches of at most 10, every call as POST (queries
 * carry personal data that must not travel in URLs), and the portal header choosing the session cookie.
 */
export function crearClienteTrpc<R extends AnyRouter>(portal: 'staff' | 'cliente'): TRPCLink<R>[] {
  return [
    httpBatchLink<R>({
      url: '/trpc',
      maxItems: 10,
      methodOverride: 'POST',
      transformer: superjson,
      headers: () => ({ 'x-talento-portal': portal }),
    } as never),
  ];
}
