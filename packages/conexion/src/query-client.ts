import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { aErrorDeServidor, esFallaPorTiempo, mostrarError } from '@talento/ui';

export function esNoAutenticado(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === 'UNAUTHORIZED';
}

/**
 * A read that failed with nothing to show (no answer, a timeout, or a server failure) goes to the page's error boundary
 * (the shells' `LimiteDeCarga`: "No se pudo cargar la información." with "Reintentar") instead of leaving the page's
 * spinner turning. Not when the screen handles its failure itself (`meta: { silencioso: true }`), when data is already
 * on screen (it stays), nor for a refusal (4xx), which the page and the generic toast explain.
 */
export function fallaSinDatos(
  error: unknown,
  query: Query<unknown, Error, unknown, readonly unknown[]>,
): boolean {
  if (query.state.data !== undefined || query.meta?.silencioso === true) return false;
  const { status, sinConexion } = aErrorDeServidor(error);
  return sinConexion === true || status >= 500;
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
        // One more try, except without a session or after a timeout (it would wait as long again).
        retry: (n, error) => !esNoAutenticado(error) && !esFallaPorTiempo(error) && n < 1,
        throwOnError: fallaSinDatos,
        refetchOnWindowFocus: false,
        // Offline (the browser's online/offline events, React Query's onlineManager), reads wait instead of failing and
        // what is on screen stays; they are asked again when the connection returns, failed ones included.
        refetchOnReconnect: true,
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
