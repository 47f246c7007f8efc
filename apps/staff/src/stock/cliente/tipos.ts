import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['stockPerfiles'];
export type FilaPerfilStock = Salidas['listar']['filas'][number];
export type FilaCandidatoStock = Salidas['candidatos'][number];
export type FilaReporteStock = Salidas['reporte'][number];
