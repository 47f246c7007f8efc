import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { mostrarError } from '@talento/ui';

export function esNoAutenticado(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === 'UNAUTHORIZED';
}

/**
 * React Query client of both portals: every failed query or mutation goes to the one generic error
 * handler (spec 03 §8) unless it is a missing session (the shell sends the user to login) or the
 * query is marked `meta: { silencioso: true }`.
 *
 * After every successful change, every query on screen is fetched again, and the change resolves only then:
 * each screen that shows the changed record shows its new state at once, and the next click acts on it (a
 * profile approved right after its FAC was assigned is not refused with the old data). Screens need not
 * know which other screens read the record; a few extra reads per change are the price.
 */
export function crearQueryClient(): QueryClient {
  const cliente: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // `meta: { refrescar: false }`: changes after which there is nothing to show again (logging out).
      onSuccess: (_datos, _variables, _contexto, cambio) =>
        cambio.meta?.refrescar === false ? undefined : cliente.invalidateQueries(),
    }),
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!esNoAutenticado(error) && query.meta?.silencioso !== true) mostrarError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (n, error) => !esNoAutenticado(error) && n < 1,
        refetchOnWindowFocus: false,
        // Data read in the last two seconds is not read again when a screen mounts: a page whose data was started
        // at boot (the client portal's route preloading) paints with it instead of asking twice. Changes still
        // refresh every query at once (invalidation ignores this), and opening a screen later reads it afresh.
        staleTime: 2_000,
      },
      mutations: {
        onError: (error) => {
          if (!esNoAutenticado(error)) mostrarError(error);
        },
      },
    },
  });
  return cliente;
}
