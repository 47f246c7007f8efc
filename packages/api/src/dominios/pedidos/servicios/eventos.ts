import type { EntityManager } from '@mikro-orm/postgresql';
import { EventoPedido, Usuario, type Pedido } from '@talento/db';
import { TipoEventoPedido } from '@talento/rules';

export interface DatosEvento {
  tipoEvento: number;
  actorId: number | null;
  estadoAnterior?: number | null;
  estadoNuevo?: number | null;
  pool?: number | null;
  poolNuevo?: number | null;
  candidatoNombre?: string | null;
  candidatoEspontaneoNombre?: string | null;
  fecha?: Date;
}

/** Adds an order event to the unit of work: it is written by the same flush (same transaction) as the change. */
export function registrarEvento(em: EntityManager, pedido: Pedido, datos: DatosEvento): EventoPedido {
  return em.create(EventoPedido, {
    pedido,
    tipoEvento: datos.tipoEvento,
    actor: datos.actorId === null ? null : em.getReference(Usuario, datos.actorId),
    estadoAnterior: datos.estadoAnterior ?? null,
    estadoNuevo: datos.estadoNuevo ?? null,
    pool: datos.pool ?? null,
    poolNuevo: datos.poolNuevo ?? null,
    candidatoNombre: datos.candidatoNombre ?? null,
    candidatoEspontaneoNombre: datos.candidatoEspontaneoNombre ?? null,
    fecha: datos.fecha ?? new Date(),
  });
}

/** Order state change (event type 0) with previous and new state. */
export function registrarCambioEstado(
  em: EntityManager,
  pedido: Pedido,
  actorId: number,
  estadoAnterior: number | null,
  estadoNuevo: number,
  fecha = new Date(),
): EventoPedido {
  return registrarEvento(em, pedido, {
    tipoEvento: TipoEventoPedido.CAMBIO_ESTADO_PEDIDO,
    actorId,
    estadoAnterior,
    estadoNuevo,
    fecha,
  });
}

/** Candidate state change (event type 4) with previous and new state and the person's name. */
export function registrarCambioEstadoCandidato(
  em: EntityManager,
  pedido: Pedido,
  datos: {
    actorId: number;
    candidatoNombre: string;
    estadoAnterior: number;
    estadoNuevo: number;
    fecha: Date;
  },
): EventoPedido {
  return registrarEvento(em, pedido, { tipoEvento: TipoEventoPedido.CAMBIO_ESTADO_CANDIDATO, ...datos });
}
