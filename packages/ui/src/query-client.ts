import { QueryCache, QueryClient } from '@tanstack/react-query';
import { mostrarError } from './notificaciones';

export function esNoAutenticado(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === 'UNAUTHORIZED';
}

/**
 * React Query client of both portals: every failed query or mutation goes to the one generic error
 * handler (spec 03 §8) unless it is a missing session (the shell sends the user to login) or the
 * query is marked `meta: { silencioso: true }`.
 */
export function crearQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!esNoAutenticado(error) && query.meta?.silencioso !== true) mostrarError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: (n, error) => !esNoAutenticado(error) && n < 1, refetchOnWindowFocus: false },
      mutations: {
        onError: (error) => {
          if (!esNoAutenticado(error)) mostrarError(error);
        },
      },
    },
  });
}
