import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type Programados = inferRouterOutputs<AppRouter>['pedidos']['programados'];
export type FilaProgramado = Programados['programados'][number];
export type CodigoPrueba = keyof FilaProgramado['estados'];
