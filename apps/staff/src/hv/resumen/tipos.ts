import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['hojasDeVida'];
export type ResumenHv = Salidas['resumen'];
export type PruebasHv = Salidas['pruebasDigitales'];
export type CalificacionHv = PruebasHv['calificaciones'][number];
export type TrazabilidadHv = Salidas['trazabilidad'];
