import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Citas = inferRouterOutputs<AppRouter>['citas'];
/** One row of `citas.listar`. */
export type FilaCita = Citas['listar']['filas'][number];
/** Status lists, people in charge and branches of the appointment screens. */
export type CatalogosCita = Citas['catalogos'];
