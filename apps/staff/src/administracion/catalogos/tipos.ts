import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

/** An entry of any catalogue as administracion.catalogos.listar returns it. */
export type EntradaCatalogo =
  inferRouterOutputs<AppRouter>['administracion']['catalogos']['listar']['entradas'][number];
