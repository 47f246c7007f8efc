import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

/** One appointment of `citas.hoy` (reception view). */
export type CitaDeHoy = inferRouterOutputs<AppRouter>['citas']['hoy']['citas'][number];
