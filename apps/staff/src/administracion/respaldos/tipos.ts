import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type PantallaRespaldos = inferRouterOutputs<AppRouter>['administracion']['respaldos']['listar'];
export type PantallaEmbebida = Extract<PantallaRespaldos, { modo: 'embebida' }>;
export type FilaRespaldo = PantallaEmbebida['respaldos'][number];
export type Corrida = NonNullable<PantallaEmbebida['ultimaCorrida']>;
