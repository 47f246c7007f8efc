import { aplicarRetencion, type ResumenRetencion } from '@talento/api';
import {
  iniciarTrabajoProgramado,
  type OpcionesTrabajo,
  type TrabajoProgramado,
} from '../trabajos/programado';

/** pg-boss queue of the monthly retention run of personal data (issue 38 point 5). */
export const COLA_RETENCION_DATOS = 'datos-personales-retencion';

export type OpcionesRetencionDatos = OpcionesTrabajo;

export type RetencionDatos = TrabajoProgramado;

/**
 * Starts the monthly retention job (trabajos/programado.ts: cron in Bogotá time, one run at a time across instances, a
 * missed month run when the server comes back, a failed run retried once): `aplicarRetencion`, which does nothing
 * while the policy is off and is idempotent.
 */
export function iniciarRetencionDatos(o: OpcionesRetencionDatos): Promise<RetencionDatos> {
  const reloj = o.reloj ?? (() => new Date());
  return iniciarTrabajoProgramado(o, {
    cola: COLA_RETENCION_DATOS,
    nombre: 'retención',
    aplicacion: 'retencion',
    descripcion: 'la retención de datos personales',
    variableCron: 'RETENCION_DATOS_CRON',
    cron: o.cron,
    expiraSegundos: 6 * 3600,
    sondeoSegundos: o.sondeoSegundos ?? 60,
    correr: () => aplicarRetencion(o.orm.em.fork(), reloj()),
    registrar: (resumen, logger) => logger.info(registroRetencion(resumen), 'retención: corrida terminada'),
    programado: 'retención: corrida mensual programada',
  });
}

/** What the log keeps of a run: counts and candidate ids, no personal data. */
export function registroRetencion(r: ResumenRetencion) {
  return {
    activa: r.activa,
    respondidos: r.respondidos,
    avisados: r.avisados,
    anonimizados: r.anonimizados,
    rechazados: r.rechazados.map((x) => x.candidatoId),
  };
}
