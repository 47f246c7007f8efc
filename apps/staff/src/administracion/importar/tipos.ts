import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['importacion'];
export type LoteImportacion = Salidas['lote'];
export type ResultadoAnalisis = Salidas['analizar'];
export type HojaAnalizada = ResultadoAnalisis['hojas'][number];

export const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
