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
  disponibilidadStockTrasVencer,
  retienePersona,
  type Disponibilidades,
  type RetencionStock,
  type FilaPersona,
  nombreCompleto,
} from '@talento/rules';
import { registrarCambioEstadoCandidato } from '../../pedidos';
import { bloquearCandidato } from './comun';

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

/**
 * Some of the person's stock rows expired (daily stock job): the stock mark follows what still holds them
 * (`disponibilidadStockTrasVencer`). True when it changed.
 */
export function trasVencerStock(candidato: Candidato, sigue: RetencionStock): boolean {
  const nueva = disponibilidadStockTrasVencer(candidato.disponibilidadStock, sigue);
  if (nueva === candidato.disponibilidadStock) return false;
  candidato.disponibilidadStock = nueva;
  return true;
}

/** What the availability rule reads of a candidate-in-order row. */
export function filaPersona(
  cp: Pick<CandidatoPedido, 'activo' | 'liberado' | 'estadoCandidatoPedido' | 'validadoRechazo'>,
): FilaPersona {
  return {
    activo: cp.activo,
    liberado: cp.liberado,
    estado: cp.estadoCandidatoPedido,
    validadoRechazo: cp.validadoRechazo,
  };
}

/** Which of these people another open order also holds (only in data written before the rule; see `cierreDeFila`). */
async function retenidosEnOtroPedido(
  tx: EntityManager,
  candidatoIds: number[],
  pedidoId: number,
): Promise<Set<number>> {
  if (candidatoIds.length === 0) return new Set();
  const filas = await tx.find(
    CandidatoPedido,
    {
      candidato: { $in: candidatoIds },
      activo: true,
      liberado: false,
      pedido: { id: { $ne: pedidoId }, estadoPedido: { $nin: [...ESTADOS_PEDIDO_CERRADOS] } },
    },
    { fields: ['candidato', 'estadoCandidatoPedido', 'activo', 'liberado', 'validadoRechazo'] },
  );
  return new Set(filas.filter((f) => retienePersona(filaPersona(f))).map((f) => f.candidato.id));
}

/**
 * Cancelling or finishing an order: inside the caller's transaction, with the order row already locked, every
 * person the order still holds is freed and their row closed as "Cancelado por otras razones" (type-4 event);
 * those who showed up stay hired. Lock order as everywhere: order, its candidate rows, then each person.
 */
export async function cerrarCandidatosDelPedido(
  tx: EntityManager,
  pedido: Pedido,
  actorId: number,
  ahora: Date,
): Promise<void> {
  await tx
    .createQueryBuilder(CandidatoPedido)
    .select('id')
    .where({ pedido: pedido.id, activo: true })
    .orderBy({ id: 'asc' })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all', false);
  const filas = await tx.find(
    CandidatoPedido,
    { pedido: pedido.id, activo: true },
    { populate: ['candidato'], orderBy: { id: 'asc' }, refresh: true },
  );
  const actor = tx.getReference(Usuario, actorId);
  const enOtroPedido = await retenidosEnOtroPedido(
    tx,
    filas.map((cp) => cp.candidato.id),
    pedido.id,
  );
  for (const cp of filas) {
    const cierre = cierreDeFila(
      { ...filaPersona(cp), esStock: pedido.esStock },
      enOtroPedido.has(cp.candidato.id),
    );
    if (cierre.disponibilidad) aplicar(await bloquearCandidato(tx, cp.candidato.id), cierre.disponibilidad);
    if (cierre.estadoNuevo === null) continue;
    registrarCambioEstadoCandidato(tx, pedido, {
      actorId,
      estadoAnterior: cp.estadoCandidatoPedido,
      estadoNuevo: cierre.estadoNuevo,
      candidatoNombre: nombreCompleto(cp.candidato),
      fecha: ahora,
    });
    cp.estadoCandidatoPedido = cierre.estadoNuevo;
    cp.fechaCambioEstado = ahora;
    cp.modificadoPor = actor;
  }
  await tx.nativeUpdate(
    Postulado,
    { pedido: pedido.id, disponibilidad: Disponibilidad.EN_PROCESO_PEDIDO },
    { disponibilidad: Disponibilidad.LIBRE },
  );
}
