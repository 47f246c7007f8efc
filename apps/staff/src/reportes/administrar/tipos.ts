import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type ReporteAdministrado =
  inferRouterOutputs<AppRouter>['reportesEmbebidos']['administrados']['reportes'][number];
