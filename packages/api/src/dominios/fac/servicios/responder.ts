import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoProgramado, InvitacionFac } from '@talento/db';
import {
  fechaEnZonaNegocio,
  calcularPuntajeFac,
  calificacionesDeRespuestas,
  EstadoPedido,
  estadoEnlaceFac,
  LIMITES_FAC,
  MENSAJES_FAC,
  sumarDias,
  type EntradaResponderFac,
} from '@talento/rules';
import { AppError } from '../../../nucleo/errors';
import { registrarCalificacionEnPedido } from '../../pedidos';
import { hashTokenFac } from './enlace';

/** The FAC test code the selection rule "No ha realizado FAC" reads (CODIGO_PRUEBA_DIGITAL). */
export const CODIGO_FAC = 'FAC';

/**
 * Loads the invitation of a token with what the page needs, refusing unknown, used and expired links, links of
 * a candidate no longer active in the order, and orders that are cancelled or finished.
 */
async function cargarInvitacion(em: EntityManager, token: string, ahora: Date): Promise<InvitacionFac> {
  const invitacion = await em.findOne(
    InvitacionFac,
    { tokenHash: hashTokenFac(token) },
    {
      populate: ['candidatoPedido.candidato', 'candidatoPedido.pedido', 'grupo.preguntas.opciones'],
      orderBy: { grupo: { preguntas: { orden: 'asc', id: 'asc', opciones: { orden: 'asc', id: 'asc' } } } },
    },
  );
  const estado = estadoEnlaceFac(invitacion, ahora);
  if (!estado.ok || !invitacion)
    throw new AppError(
      invitacion ? 'PRECONDITION_FAILED' : 'NOT_FOUND',
      estado.ok ? MENSAJES_FAC.enlaceInvalido : estado.mensaje,
    );
  const cp = invitacion.candidatoPedido;
  const pedido = cp.pedido;
  if (
    !cp.activo ||
    pedido.estadoPedido === EstadoPedido.CANCELADO ||
    pedido.estadoPedido === EstadoPedido.TERMINADO
  ) {
    throw new AppError('PRECONDITION_FAILED', MENSAJES_FAC.enlaceVencido);
  }
  return invitacion;
}

const preguntasEnUso = (i: InvitacionFac) => i.grupo.preguntas.getItems().filter((p) => p.usar);

/** `fac.responder.obtener` (public): the questions of a valid link, never the ratings. */
export async function obtenerCuestionario(em: EntityManager, token: string, ahora: Date) {
  const i = await cargarInvitacion(em, token, ahora);
  return {
    candidato: i.candidatoPedido.candidato.nombre1,
    cargo: i.candidatoPedido.pedido.nombreCargo,
    expiraEn: i.expiraEn,
    preguntas: preguntasEnUso(i).map((p) => ({
      id: p.id,
      titulo: p.titulo,
      opciones: p.opciones.getItems().map((o) => ({ id: o.id, opcion: o.opcion })),
    })),
  };
}

/**
 * `fac.responder.enviar` (public): one answer per question of a valid link, scored (rules/fac/puntaje: the 1–5
 * ratings become 0–100, a "6 Descartar" answer discards), in one transaction with the link locked so it is used
 * once. The score is recorded as the FAC test of the candidate's rating for this order through the same function as
 * the platform's results (issue 17): its own rating row (valid LIMITES_FAC.diasVigenciaResultado days), the invited
 * person's FAC status → Presentada, and the order's overall score and discard recomputed from the union.
 */
export async function enviarRespuestas(em: EntityManager, entrada: EntradaResponderFac, ahora: Date) {
  return em.transactional(async (tx) => {
    await tx
      .createQueryBuilder(InvitacionFac)
      .select('id')
      .where({ tokenHash: hashTokenFac(entrada.token) })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute('all', false);
    const i = await cargarInvitacion(tx, entrada.token, ahora);
    const preguntas = preguntasEnUso(i).map((p) => ({
      id: p.id,
      opciones: p.opciones.getItems().map((o) => ({ id: o.id, calificacion: o.calificacion })),
    }));
    const r = calificacionesDeRespuestas(preguntas, entrada.respuestas);
    if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
    const resultado = calcularPuntajeFac(r.calificaciones);

    i.respondidaEn = ahora;
    i.respuestas = r.elegidas;
    i.puntaje = resultado.puntaje;
    i.descartado = resultado.descartado;

    const cp = i.candidatoPedido;
    const programado = await tx.findOne(
      CandidatoProgramado,
      {
        pedido: cp.pedido.id,
        $or: [{ candidato: cp.candidato.id }, { correo: cp.candidato.email.toLowerCase() }],
      },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    await registrarCalificacionEnPedido(
      tx,
      {
        candidato: cp.candidato,
        pedido: cp.pedido,
        programado,
        pruebas: [{ codigo: CODIGO_FAC, puntaje: resultado.puntaje, descartado: resultado.descartado }],
        descartado: resultado.descartado,
        vigenteHasta: sumarDias(fechaEnZonaNegocio(ahora), LIMITES_FAC.diasVigenciaResultado),
      },
      ahora,
    );
    return { mensaje: MENSAJES_FAC.respuestasEnviadas };
  });
}
