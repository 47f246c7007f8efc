import type { EntityManager } from '@mikro-orm/postgresql';
import { Pedido } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../alcance';
import { conflicto, noEncontrado } from '../../errors';

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
  const pedido = await em.findOne(Pedido, { $and: [{ id }, filtroCliente(alcance)] }, { populate: populate as never });
  if (!pedido) throw noEncontrado();
  return pedido;
}

/** Optimistic lock: the version the user's screen had must still be current. */
export function exigirVersion(pedido: Pedido, version: number | undefined): void {
  if (version !== undefined && pedido.version !== version) {
    throw conflicto();
  }
}
