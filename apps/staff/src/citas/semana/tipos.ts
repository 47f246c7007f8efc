import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type SemanaCitas = inferRouterOutputs<AppRouter>['citas']['semana'];
export type CitaSemana = SemanaCitas['citas'][number];
