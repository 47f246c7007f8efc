import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['contratacion'];
export type VistaOrden = Salidas['obtener'];
export type LlamadaErp = VistaOrden['llamadas'][number];
export type FilaAsociacion = Salidas['asociaciones']['filas'][number];
export type DireccionCandidato = Salidas['direccion'];
