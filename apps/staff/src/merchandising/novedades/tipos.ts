import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type FilaNovedad = inferRouterOutputs<AppRouter>['novedades']['listar']['filas'][number];
