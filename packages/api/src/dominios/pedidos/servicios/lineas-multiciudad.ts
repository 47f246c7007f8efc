import type { EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import { Pedido, Usuario } from '@talento/db';
import { EstadoPedido, fechaNegociada } from '@talento/rules';
import { registrarCambioEstado } from './eventos';

/**
 * The multi-city mechanics shared by ordinary and stock orders (spec 01 §4): a parent row (1 or 111) with its
 * 112 child lines. Each kind validates its own fields; how lines are created, re-stated and approved is one rule.
 */

/** A new 112 child line of `padre`, with its creation event; `campos` are the line's own columns. */
export function crearLineaHija(
  tx: EntityManager,
  padre: Pedido,
  campos: Omit<
    RequiredEntityData<Pedido>,
    | 'estadoPedido'
    | 'esHijo'
    | 'pedidoPadre'
    | 'createdBy'
    | 'encargadoPedido'
    | 'fechaSolicitud'
    | 'actualizadoEn'
  >,
  actorId: number,
  ahora: Date,
): Pedido {
  const actor = tx.getReference(Usuario, actorId);
  const hijo = tx.create(Pedido, {
    ...campos,
    estadoPedido: EstadoPedido.CREADO,
    esHijo: true,
    pedidoPadre: padre,
    createdBy: actor,
    encargadoPedido: padre.encargadoPedido ?? actor,
    fechaSolicitud: ahora,
    actualizadoEn: ahora,
  });
  registrarCambioEstado(tx, hijo, actorId, null, EstadoPedido.CREADO, ahora);
  return hijo;
}

/** One line → 1, several → 111, with a state-change event when that changes. */
export function ponerEstadoMulticiudad(
  tx: EntityManager,
  padre: Pedido,
  conHijas: boolean,
  actorId: number,
  ahora: Date,
): void {
  const estado = conHijas ? EstadoPedido.SOLICITUD_MULTICIUDAD : EstadoPedido.SOLICITUD;
  if (estado === padre.estadoPedido) return;
  registrarCambioEstado(tx, padre, actorId, padre.estadoPedido, estado, ahora);
  padre.estadoPedido = estado;
}

/**
 * Approves the parent (its profile already loaded and checked) and its 112 lines into `estadoNuevo`: approval
 * date and actor, fecha_estado2, the negotiated date (approval + profile search days), one event per row.
 * `extra` adds what one kind of order also sets on each approved row.
 */
export function aprobarLineas(
  tx: EntityManager,
  padre: Pedido,
  estadoNuevo: number,
  actorId: number,
  ahora: Date,
  extra: (pedido: Pedido) => Partial<Pedido> = () => ({}),
): void {
  const negociada = fechaNegociada(ahora, ahora, padre.perfilSeleccion.tiempoDiasBusqueda ?? 0);
  const actor = tx.getReference(Usuario, actorId);
  const lineas = [
    padre,
    ...padre.pedidosHijos.getItems().filter((h) => h.estadoPedido === EstadoPedido.CREADO),
  ];
  for (const pedido of lineas) {
    registrarCambioEstado(tx, pedido, actorId, pedido.estadoPedido, estadoNuevo, ahora);
    tx.assign(pedido, {
      estadoPedido: estadoNuevo,
      fechaAprobacion: ahora,
      actorAprobacion: actor,
      fechaEstado2: ahora,
      fechaNegociada: negociada,
      ...extra(pedido),
      actualizadoEn: ahora,
    });
  }
}
