import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import type { MedidaEmbudo } from '@talento/rules';

export type InformeGeneral = inferRouterOutputs<AppRouter>['reportes']['informeGeneral'];
export type ColumnaInforme = InformeGeneral['semanas'][number];
export type FilaDetrasDeCifra = inferRouterOutputs<AppRouter>['reportes']['filas']['filas'][number];
export type FiltrosInforme = Omit<inferRouterInputs<AppRouter>['reportes']['informeGeneral'], 'k'>;

/** The number a person clicked: which measure, over which days (the modal lists the rows behind it). */
export interface CifraElegida {
  medida: MedidaEmbudo;
  etiqueta: string;
  periodo: string;
  desde: string;
  hasta: string;
}
