import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Solicitudes = inferRouterOutputs<AppRouter>['datosPersonales']['solicitudes'];
export type FilaSolicitud = Solicitudes['listar']['filas'][number];
export type Solicitud = Solicitudes['obtener'];
