import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Lista = inferRouterOutputs<AppRouter>['administracion']['grupos']['listar'];
export type GrupoAdmin = Lista['grupos'][number];
export type PermisoCatalogo = Lista['permisos'][number];
