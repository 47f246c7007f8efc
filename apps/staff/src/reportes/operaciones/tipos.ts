import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type InformeGeneral = inferRouterOutputs<AppRouter>['reportes']['informeGeneral'];
export type ColumnaInforme = InformeGeneral['semanas'][number];
export type FilaDetrasDeCifra = inferRouterOutputs<AppRouter>['reportes']['filas']['filas'][number];
export type ValidacionDeFilas = NonNullable<inferRouterOutputs<AppRouter>['reportes']['filas']['validacion']>;
export type FiltrosInforme = inferRouterInputs<AppRouter>['reportes']['informeGeneral'];
