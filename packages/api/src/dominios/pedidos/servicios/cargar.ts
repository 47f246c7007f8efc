import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Pedido } from '@talento/db';
import { MENSAJES_PEDIDOS_STOCK, type AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { AppError, conflicto, noEncontrado } from '../../../nucleo/errors';

/**
 * Loads an ordinary or stock order inside the caller's client scope (the scope is part of the query);
 * NOT_FOUND when it does not exist or belongs to another client.
 */
export async function cargarPedido<P extends string = never>(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  populate: readonly P[] = [],
): Promise<Pedido> {
  const pedido = await em.findOne(
    Pedido,
    { $and: [{ id }, filtroCliente(alcance)] },
    { populate: populate as never },
  );
  if (!pedido) throw noEncontrado();
  return pedido;
}

/**
 * The ordinary order form (edit, approve) writes ordinary orders only: a stock order has its own form, rules and
 * approval (pedidosStock.*, issue 15), and the ordinary ones would skip them.
 */
export function exigirOrdinario(pedido: Pedido): void {
  if (pedido.esStock) throw new AppError('CONFLICT', MENSAJES_PEDIDOS_STOCK.esDeStock);
}

/** Optimistic lock: the version the user's screen had must still be current. */
export function exigirVersion(pedido: Pedido, version: number | undefined): void {
  if (version !== undefined && pedido.version !== version) throw conflicto();
}

/**
 * For every write inside a transaction: locks the order row (SELECT … FOR UPDATE, scoped), then loads it
 * and checks the version the user's screen had. MikroORM checks the versions of a batch update (a
 * parent and its 112 lines in one flush) with a plain SELECT, so without the lock two concurrent writers
 * could both pass; with it the second waits, then sees the new version and gets CONFLICT.
 */
export async function cargarPedidoParaEscribir<P extends string = never>(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version: number | undefined,
  populate: readonly P[] = [],
): Promise<Pedido> {
  await tx
    .createQueryBuilder(Pedido)
    .select('id')
    .where({ $and: [{ id }, filtroCliente(alcance)] })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all', false);
  const pedido = await cargarPedido(tx, alcance, id, populate);
  exigirVersion(pedido, version);
  return pedido;
}
