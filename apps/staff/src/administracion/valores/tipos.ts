import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Valores = inferRouterOutputs<AppRouter>['administracion']['valores'];
export type ValorAnual = Valores['listar']['valores'][number];
export type ConfiguracionPedidos = Valores['configuracionPedidos'];
