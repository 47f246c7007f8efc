import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['citas'];
/** One appointment of `citas.hoy` (reception view). */
export type CitaDeHoy = Salidas['hoy']['citas'][number];
/** A state 1 of the catalogue (with its `codigo`: "llego", "no_trajo_documentos"…). */
export type EstadoCita1 = Salidas['catalogos']['estados1'][number];
