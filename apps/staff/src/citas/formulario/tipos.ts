import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import type { CamposFormularioCita } from '@talento/rules';

type Citas = inferRouterOutputs<AppRouter>['citas'];
/** Status lists, referrals, requirements and people in charge of the appointment screens. */
export type CatalogosCita = Citas['catalogos'];
/** What the document search found: a registered candidate, or a spontaneous one (with the last data known). */
export type BusquedaDocumento = Citas['buscarDocumento'];
/** The appointment being rescheduled. */
export type CitaAReagendar = Citas['obtener'];

/** The spontaneous candidate's fields as the form holds them. */
export interface EspontaneoFormulario {
  nombres: string;
  apellidos: string;
  email: string;
  telefono: string;
}

/** The create form: the person found by document, then the appointment's fields. */
export interface ValoresCrearCita extends CamposFormularioCita {
  documento: string;
  candidatoId?: number;
  espontaneo?: EspontaneoFormulario;
}

/** The reschedule form: the appointment and its version, the reason, then the new appointment's fields. */
export interface ValoresReagendarCita extends CamposFormularioCita {
  citaId: number;
  version: number;
  razonReagendamiento: string;
}
