/**
 * Issue 17, spec 01 §2 "view an assessment questionnaire": the FAC answers a candidate of an order gave through our
 * link — each question, the option chosen and its rating (as stored when answered), with the score. Only the latest
 * answered link counts (a candidate answers once per order). Scope: the candidate-in-order inside the user's
 * clients (NOT_FOUND otherwise).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvitacionFac } from '@talento/db';
import { CALIFICACION_OPCION, MENSAJES_FAC as M, nombreCompleto, type AlcanceClientes } from '@talento/rules';
import { cargarCandidatoPedido } from '../../candidatos-pedido';

export async function cuestionarioCandidato(
  em: EntityManager,
  alcance: AlcanceClientes,
  candidatoPedidoId: number,
) {
  const cp = await cargarCandidatoPedido(em, alcance, candidatoPedidoId);
  const invitacion = await em.findOne(
    InvitacionFac,
    { candidatoPedido: cp.id, respondidaEn: { $ne: null } },
    { populate: ['grupo.preguntas.opciones'], orderBy: { respondidaEn: 'desc', id: 'desc' } },
  );
  const preguntas = new Map((invitacion?.grupo.preguntas.getItems() ?? []).map((p) => [p.id, p]));
  return {
    candidatoPedidoId: cp.id,
    candidato: nombreCompleto(cp.candidato),
    grupo: invitacion?.grupo.nombre ?? null,
    respondidaEn: invitacion?.respondidaEn ?? null,
    puntaje:
      invitacion?.puntaje === null || invitacion?.puntaje === undefined ? null : Number(invitacion.puntaje),
    descartado: invitacion?.descartado ?? false,
    respuestas: (invitacion?.respuestas ?? []).map((r) => {
      const pregunta = preguntas.get(r.preguntaId);
      const opcion = pregunta?.opciones.getItems().find((o) => o.id === r.opcionId);
      return {
        preguntaId: r.preguntaId,
        pregunta: pregunta?.titulo ?? M.opcionNoDisponible,
        opcion: opcion?.opcion ?? M.opcionNoDisponible,
        calificacion: r.calificacion,
        calificacionEtiqueta: CALIFICACION_OPCION.etiqueta(r.calificacion, String(r.calificacion)),
      };
    }),
  };
}
