import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, Postulado, Usuario, type Candidato, type Pedido } from '@talento/db';
import {
  Disponibilidad,
  MENSAJES_CANDIDATO,
  MENSAJES_PIPELINE,
  mensajeDisponibilidad,
  pedidoAdmiteCandidatos,
  Pool,
  TipoEventoPedido,
  nombreCompleto,
} from '@talento/rules';
import { AppError } from '../../../nucleo/errors';
import { registrarEvento } from '../../pedidos';
import { exigirFacDefinido } from './cargar';
import { exigirNoVetado } from '../../vetados';
import { puntajesEnPedido } from '../../stock';
import { ocuparPersona } from './disponibilidad';

/**
 * Puts a registered person in an order's pre-selected pool (spec 01 §4 "Add candidate"), inside the caller's
 * transaction with the order and the person already locked: only orders in states 2–4; refused when already
 * active in this order, not free (availability 1/2/3 with the spec's messages), barred by the order's client
 * or removed from this order (postulado betado). Writes the row (pool 0, state 0, estado_producto of the
 * person), its Postulado, availability 1 and the event (type 3, pool: none → pre-selected). On a stock order the
 * row keeps the person's compatibility score with it at the moment they are added (the suggestions' score).
 */
export async function vincularCandidato(
  tx: EntityManager,
  pedido: Pedido,
  candidato: Candidato,
  actorId: number,
  ahora: Date,
): Promise<CandidatoPedido> {
  if (!pedidoAdmiteCandidatos(pedido.estadoPedido))
    throw new AppError('BAD_REQUEST', MENSAJES_CANDIDATO.etapa);
  exigirFacDefinido(pedido);
  if (await tx.count(CandidatoPedido, { pedido: pedido.id, candidato: candidato.id, activo: true })) {
    throw new AppError('BAD_REQUEST', MENSAJES_PIPELINE.yaEnPedido);
  }
  const disponibilidad = mensajeDisponibilidad(candidato.disponibilidad);
  if (disponibilidad) throw new AppError('BAD_REQUEST', disponibilidad);
  await exigirNoVetado(tx, candidato.id, pedido.cliente.id);
  const postulado = await tx.findOne(Postulado, { pedido: pedido.id, candidato: candidato.id });
  if (postulado?.betado) throw new AppError('BAD_REQUEST', MENSAJES_PIPELINE.betadoPedido);

  const actor = tx.getReference(Usuario, actorId);
  const puntaje = pedido.esStock
    ? ((await puntajesEnPedido(tx, pedido.id, [candidato.id], ahora)).get(candidato.id) ?? null)
    : null;
  const cp = tx.create(CandidatoPedido, {
    pedido,
    candidato,
    activo: true,
    pool: Pool.PRESELECCIONADO,
    estadoCandidatoPedido: 0,
    estadoProducto: candidato.estadoProducto,
    deStock: pedido.esStock,
    puntaje,
    creadoPor: actor,
    modificadoPor: actor,
    fechaCreacion: ahora,
    fechaModificacion: ahora,
  });
  if (postulado) postulado.disponibilidad = Disponibilidad.EN_PROCESO_PEDIDO;
  else
    tx.create(Postulado, {
      pedido,
      candidato,
      perfil: pedido.perfilSeleccion,
      disponibilidad: Disponibilidad.EN_PROCESO_PEDIDO,
      betado: false,
      fechaPostulacion: ahora,
    });
  ocuparPersona(candidato, pedido);
  registrarEvento(tx, pedido, {
    tipoEvento: TipoEventoPedido.CAMBIO_POOL,
    actorId,
    pool: null,
    poolNuevo: Pool.PRESELECCIONADO,
    candidatoNombre: nombreCompleto(candidato),
    fecha: ahora,
  });
  return cp;
}
