/**
 * Legal terms of the requests of data subjects, in Colombian business days counted from the day after receipt:
 * a consulta 10, extendable by 5 (Ley 1581 art. 14); a reclamo 15, extendable by 8 (art. 15). The extension runs
 * from the end of the first term, so it adds its days to the same count.
 */
import { diasHabilesEntre, sumarDiasHabiles, type FechaIso } from '../fechas';
import type { TipoSolicitud } from './catalogos';

export const PLAZOS_SOLICITUD: Readonly<Record<TipoSolicitud, { dias: number; prorroga: number }>> = {
  consulta: { dias: 10, prorroga: 5 },
  reclamo: { dias: 15, prorroga: 8 },
};

/** The last day to answer a request received on `recibidaEn`, with or without its extension. */
export function vencimientoSolicitud(
  tipo: TipoSolicitud,
  recibidaEn: FechaIso,
  prorrogada: boolean,
): FechaIso {
  const p = PLAZOS_SOLICITUD[tipo];
  return sumarDiasHabiles(recibidaEn, p.dias + (prorrogada ? p.prorroga : 0));
}

/** Business days left until the due date (0 on the day itself, negative once overdue). */
export function diasHabilesRestantes(hoy: FechaIso, vence: FechaIso): number {
  return hoy <= vence ? diasHabilesEntre(hoy, vence) : -diasHabilesEntre(vence, hoy);
}
