import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type FilaClienteStock = inferRouterOutputs<AppRouter>['stockClientes']['listar']['filas'][number];
