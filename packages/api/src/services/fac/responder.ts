import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalificacionPruebaDigital, InvitacionFac, ResultadoPruebaDigital } from '@talento/db';
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
import { AppError } from '../../errors';
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
  if (!estado.ok || !invitacion) throw new AppError(invitacion ? 'PRECONDITION_FAILED' : 'NOT_FOUND', estado.ok ? MENSAJES_FAC.enlaceInvalido : estado.mensaje);
  const cp = invitacion.candidatoPedido;
  const pedido = cp.pedido;
  if (!cp.activo || pedido.estadoPedido === EstadoPedido.CANCELADO || pedido.estadoPedido === EstadoPedido.TERMINADO) {
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
 * `fac.responder.enviar` (public): one answer per question of a valid link, scored (rules/fac/puntaje), in
 * one transaction with the link locked so it is used once. The score becomes the FAC test result of the
 * candidate's digital-test rating for this order (created when missing, valid LIMITES_FAC.diasVigenciaResultado
 * days); a Descartar answer marks the rating and the candidate in the order as discarded.
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
    const preguntas = preguntasEnUso(i).map((p) => ({ id: p.id, opciones: p.opciones.getItems().map((o) => ({ id: o.id, calificacion: o.calificacion })) }));
    const r = calificacionesDeRespuestas(preguntas, entrada.respuestas);
    if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
    const resultado = calcularPuntajeFac(r.calificaciones);

    i.respondidaEn = ahora;
    i.respuestas = r.elegidas;
    i.puntaje = resultado.puntaje;
    i.descartado = resultado.descartado;

    const cp = i.candidatoPedido;
    const existente = await tx.findOne(CalificacionPruebaDigital, { candidato: cp.candidato.id, pedido: cp.pedido.id }, { orderBy: { fecha: 'desc', id: 'desc' } });
    // Only an existing rating (with an id) may already hold a FAC result; never query by an unsaved entity.
    const previo = existente ? await tx.findOne(ResultadoPruebaDigital, { calificacion: existente.id, codigo: CODIGO_FAC }) : null;
    const calificacion =
      existente ?? tx.create(CalificacionPruebaDigital, { candidato: cp.candidato, pedido: cp.pedido, descartado: false, fecha: ahora, vigenteHasta: sumarDias(fechaEnZonaNegocio(ahora), LIMITES_FAC.diasVigenciaResultado) });
    if (previo) Object.assign(previo, { puntaje: resultado.puntaje, descartado: resultado.descartado });
    else tx.create(ResultadoPruebaDigital, { calificacion, codigo: CODIGO_FAC, puntaje: resultado.puntaje, descartado: resultado.descartado });
    if (resultado.descartado) {
      calificacion.descartado = true;
      cp.descartado = true;
    }
    await tx.flush();
    return { mensaje: MENSAJES_FAC.respuestasEnviadas };
  });
}
