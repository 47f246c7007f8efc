import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pedido } from '@talento/db';
import {
  MENSAJES_PEDIDOS,
  MENSAJES_PEDIDOS_STOCK,
  maquinaPedidoStock,
  type AlcanceClientes,
} from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { cargarPedido, cargarPedidoParaEscribir } from '../../../pedidos';

/** An ordinary order reached through a stock procedure: a clear refusal (the screens redirect before this). */
function exigirStock(pedido: Pedido): void {
  if (!pedido.esStock) throw new AppError('CONFLICT', MENSAJES_PEDIDOS_STOCK.noEsStock);
}

/**
 * A stock order in scope (NOT_FOUND outside it); a child line answers its parent (the order the user sees).
 * Reads pass `soloStock: false`: an ordinary order is answered with `esStock` false so the screen can apply the
 * navigation rule (go to the ordinary detail) instead of showing an error.
 */
export async function cargarPedidoStock<P extends string = never>(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  populate: readonly P[] = [],
  { soloStock = true }: { soloStock?: boolean } = {},
): Promise<Pedido> {
  const pedido = await cargarPedido(em, alcance, id, ['pedidoPadre']);
  if (soloStock) exigirStock(pedido);
  const padreId = pedido.esHijo && pedido.pedidoPadre ? pedido.pedidoPadre.id : pedido.id;
  return cargarPedido(em, alcance, padreId, populate);
}

/**
 * For a write: the stock order (a parent, never a child line) locked, at the screen's version and still
 * editable (1 or 111); after approval it is read-only.
 */
export async function cargarStockEditable<P extends string = never>(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version: number,
  populate: readonly P[] = [],
): Promise<Pedido> {
  const pedido = await cargarPedidoParaEscribir(tx, alcance, id, version, populate);
  exigirStock(pedido);
  if (pedido.esHijo) throw new AppError('CONFLICT', MENSAJES_PEDIDOS.estadoNoPermite);
  if (!maquinaPedidoStock.esEditableStock(pedido.estadoPedido))
    throw new AppError('CONFLICT', MENSAJES_PEDIDOS_STOCK.soloLectura);
  return pedido;
}
