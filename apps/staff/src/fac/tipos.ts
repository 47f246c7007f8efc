import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['fac'];
export type GrupoFac = Salidas['obtener'];
export type GrupoListaFac = Salidas['lista'][number];
export type TrazaFac = Salidas['trazas'][number];
export type SugeridosFac = Salidas['sugeridosPedido'];
export type ResultadosFacPedido = Salidas['resultadosPedido'];
export type CuestionarioFac = Salidas['responder']['obtener'];
