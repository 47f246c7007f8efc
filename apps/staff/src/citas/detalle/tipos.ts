import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Citas = inferRouterOutputs<AppRouter>['citas'];
/** `citas.obtener`: one appointment with its requirements. */
export type DetalleCita = Citas['obtener'];
/** One requirement of the appointment ("revisado", "Vencida"). */
export type RequisitoDeCita = DetalleCita['requisitos'][number];
/** Status lists, referrals and people in charge of the appointment screens. */
export type CatalogosCita = Citas['catalogos'];
