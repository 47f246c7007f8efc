import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { crearClienteTrpc, mostrarError, Notificaciones } from '@talento/ui';
import type { AppRouter } from '@talento/api';
import { trpc } from './trpc';

function esNoAutenticado(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === 'UNAUTHORIZED';
}

export function Proveedores({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (error, query) => {
            if (!esNoAutenticado(error) && query.meta?.silencioso !== true) mostrarError(error);
          },
        }),
        defaultOptions: {
          queries: { retry: (n, error) => !esNoAutenticado(error) && n < 1, refetchOnWindowFocus: false },
          mutations: { onError: (error) => { if (!esNoAutenticado(error)) mostrarError(error); } },
        },
      }),
  );
  const [trpcClient] = useState(() => trpc.createClient({ links: crearClienteTrpc<AppRouter>('cliente') }));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Notificaciones />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
