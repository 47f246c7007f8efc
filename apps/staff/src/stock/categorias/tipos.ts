import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type FilaCategoria = inferRouterOutputs<AppRouter>['categoriasStock']['listar'][number];
