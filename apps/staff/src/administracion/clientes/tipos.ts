import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['administracion']['clientes'];
export type FilaClienteAdmin = Salidas['listar']['filas'][number];
export type ClienteAdmin = Salidas['detalle'];
