import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type FilaVetado = inferRouterOutputs<AppRouter>['vetados']['listar']['filas'][number];
