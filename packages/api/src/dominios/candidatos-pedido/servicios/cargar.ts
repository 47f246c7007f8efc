import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, type Pedido } from '@talento/db';
import { mensajeGestionSinFac, type AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { AppError, conflicto, noEncontrado } from '../../../nucleo/errors';
import { cargarPedidoParaEscribir } from '../../pedidos';

/** The FAC gate (rule `mensajeGestionSinFac`): staff manage no candidate of an order without its filter-question group. */
export function exigirFacDefinido(pedido: Pick<Pedido, 'fac' | 'estadoPedido'>): void {
  const mensaje = mensajeGestionSinFac(pedido.estadoPedido, pedido.fac?.id);
  if (mensaje) throw new AppError('BAD_REQUEST', mensaje);
}

export interface OpcionesCarga {
  /**
   * The client portal's condition on the candidate-in-order (`filtroCandidatoCliente`: what a client may see —
   * sent, active, not barred, in a visible order of its companies). Given, the staff FAC gate does not apply.
   */
  deCliente?: Record<string | symbol, unknown>;
}

/**
 * A candidate-in-order inside the caller's client scope (through its order), with its order and person
 * loaded; NOT_FOUND outside the scope (and, for the portal, outside what the client may see).
 */
export async function cargarCandidatoPedido(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  opciones: OpcionesCarga = {},
): Promise<CandidatoPedido> {
  const filtro = opciones.deCliente ?? {};
  const cp = await em.findOne(
    CandidatoPedido,
    { $and: [{ id }, filtroCliente(alcance, 'pedido.cliente'), filtro] },
    { populate: ['pedido', 'candidato'] },
  );
  if (!cp) throw noEncontrado();
  return cp;
}

/**
 * For every write, inside a transaction: locks its order and the candidate-in-order row (FOR UPDATE), loads it
 * in scope and checks the version the user's screen had, so staff and client acting on the same
 * candidate at once cannot both win: the second gets CONFLICT and nothing is overwritten. Staff writes
 * pass the FAC gate; the client portal (`deCliente`) acts only on candidates already sent, which needed the FAC
 * to be sent.
 */
export async function cargarCandidatoPedidoParaEscribir(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version: number | undefined,
  opciones: OpcionesCarga = {},
): Promise<CandidatoPedido> {
  // Order row first, then the candidate row: the same lock order as the order-level writes (which lock the
  // order and then its candidates) and as the pool-counter trigger (candidate change → its order).
  await tx.execute(
    'select p.id from pedido p where p.id = (select cp.pedido_id from candidato_pedido cp where cp.id = ?) for update of p',
    [id],
  );
  await tx
    .createQueryBuilder(CandidatoPedido)
    .select('id')
    .where({ id })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all', false);
  const cp = await cargarCandidatoPedido(tx, alcance, id, opciones);
  if (!opciones.deCliente) exigirFacDefinido(cp.pedido);
  if (version !== undefined && cp.version !== version) throw conflicto();
  return cp;
}

/** An order about to have its candidates managed: locked, in scope (`cargarPedidoParaEscribir`) and past the FAC gate. */
export async function cargarPedidoParaGestionar<P extends string = never>(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  populate: readonly P[] = [],
): Promise<Pedido> {
  const pedido = await cargarPedidoParaEscribir(tx, alcance, id, undefined, populate);
  exigirFacDefinido(pedido);
  return pedido;
}
