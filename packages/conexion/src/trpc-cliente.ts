import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import superjson from 'superjson';

/**
 * The links both portals use: same-origin /trpc, batches of at most 10, every call as POST (queries
 * carry personal data that must not travel in URLs), and the portal header choosing the session cookie.
 * File uploads (FormData) go alone through a plain link as multipart.
 */
export function crearClienteTrpc<R extends AnyRouter>(portal: 'staff' | 'cliente'): TRPCLink<R>[] {
  const headers = () => ({ 'x-talento-portal': portal });
  return [
    splitLink<R>({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url: '/trpc', methodOverride: 'POST', transformer: superjson, headers } as never),
      false: httpBatchLink({
        url: '/trpc',
        maxItems: 10,
        methodOverride: 'POST',
        transformer: superjson,
        headers,
      } as never),
    }),
  ];
}
