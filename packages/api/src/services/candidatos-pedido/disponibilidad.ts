import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, Postulado, Usuario, type Candidato, type Pedido } from '@talento/db';
import {
  cierreDeFila,
  DISPONIBILIDAD_CONTRATADO,
  DISPONIBILIDAD_LIBRE,
  Disponibilidad,
  disponibilidadAlAgregar,
  ESTADOS_PEDIDO_CERRADOS,
  retienePersona,
  TipoEventoPedido,
  type Disponibilidades,
} from '@talento/rules';
import { registrarEvento } from '../pedidos/eventos';
import { bloquearCandidato, nombreCandidato } from './comun';

/**
 * Every write of a person's availability goes through these three (the rule is `candidatos/disponibilidad` in
 * packages/rules). Callers hold the person's row lock (`bloquearCandidato`).
 */
function aplicar(candidato: Candidato, d: Readonly<Disponibilidades>): void {
  candidato.disponibilidad = d.disponibilidad;
  candidato.disponibilidadStock = d.disponibilidadStock;
}

export function ocuparPersona(candidato: Candidato, pedido: Pick<Pedido, 'esStock'>): void {
  aplicar(candidato, disponibilidadAlAgregar(pedido.esStock));
}

export function soltarPersona(candidato: Candidato): void {
  aplicar(candidato, DISPONIBILIDAD_LIBRE);
}

export function contratarPersona(candidato: Candidato): void {
  aplicar(candidato, DISPONIBILIDAD_CONTRATADO);
}

/** Placed in a stock category (disponibilidad_stock 3); the person stays free for orders. */
export function ubicarPersonaEnCategoria(candidato: Candidato): void {
  candidato.disponibilidadStock = 3;
}

/** Whether another open order holds the person (only possible in data written before the rule; see `cierreDeFila`). */
async function retenidoEnOtroPedido(tx: EntityManager, candidatoId: number, pedidoId: number): Promise<boolean> {
  const filas = await tx.find(
    CandidatoPedido,
    { candidato: candidatoId, activo: true, liberado: false, pedido: { id: { $ne: pedidoId }, estadoPedido: { $nin: [...ESTADOS_PEDIDO_CERRADOS] } } },
    { fields: ['estadoCandidatoPedido', 'activo', 'liberado', 'validadoRechazo'] },
  );
  return filas.some((f) => retienePersona({ activo: f.activo, liberado: f.liberado, estado: f.estadoCandidatoPedido, validadoRechazo: f.validadoRechazo }));
}

/**
 * Cancelling or finishing an order: inside the caller's transaction, with the order row already locked, every
 * person the order still holds is freed and their row closed as "Cancelado por otras razones" (type-4 event);
 * those who showed up stay hired. Lock order as everywhere: order, its candidate rows, then each person.
 */
export async function cerrarCandidatosDelPedido(tx: EntityManager, pedido: Pedido, actorId: number, ahora: Date): Promise<void> {
  await tx.createQueryBuilder(CandidatoPedido).select('id').where({ pedido: pedido.id, activo: true }).orderBy({ id: 'asc' }).setLockMode(LockMode.PESSIMISTIC_WRITE).execute('all', false);
  const filas = await tx.find(CandidatoPedido, { pedido: pedido.id, activo: true }, { populate: ['candidato'], orderBy: { id: 'asc' }, refresh: true });
  const actor = tx.getReference(Usuario, actorId);
  for (const cp of filas) {
    const fila = { activo: cp.activo, liberado: cp.liberado, estado: cp.estadoCandidatoPedido, validadoRechazo: cp.validadoRechazo };
    const afectaPersona = cierreDeFila(fila, false).disponibilidad !== null;
    const cierre = cierreDeFila(fila, afectaPersona && (await retenidoEnOtroPedido(tx, cp.candidato.id, pedido.id)));
    if (cierre.disponibilidad) aplicar(await bloquearCandidato(tx, cp.candidato.id), cierre.disponibilidad);
    if (cierre.estadoNuevo === null) continue;
    registrarEvento(tx, pedido, {
      tipoEvento: TipoEventoPedido.CAMBIO_ESTADO_CANDIDATO,
      actorId,
      estadoAnterior: cp.estadoCandidatoPedido,
      estadoNuevo: cierre.estadoNuevo,
      candidatoNombre: nombreCandidato(cp.candidato),
      fecha: ahora,
    });
    cp.estadoCandidatoPedido = cierre.estadoNuevo;
    cp.fechaCambioEstado = ahora;
    cp.modificadoPor = actor;
  }
  await tx.nativeUpdate(Postulado, { pedido: pedido.id, disponibilidad: Disponibilidad.EN_PROCESO_PEDIDO }, { disponibilidad: Disponibilidad.LIBRE });
}
