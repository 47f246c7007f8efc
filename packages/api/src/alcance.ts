import type { AlcanceClientes } from '@talento/rules';
import { incluyeCliente } from '@talento/rules';
import { noEncontrado } from './errors';

/**
 * Query fragment limiting a query to the clients in scope, applied inside the query (never after
 * loading). Combine it with `$and` so it never overwrites a key of the caller's filter:
 * `em.find(Pedido, { $and: [filtroCliente(alcance), { estadoPedido: 2 }] })`, or with a path ('pedido.cliente').
 */
export function filtroCliente(alcance: AlcanceClientes, ruta = 'cliente'): Record<string, unknown> {
  if (alcance.todos) return {};
  const partes = ruta.split('.');
  let filtro: Record<string, unknown> = { $in: alcance.ids };
  for (let i = partes.length - 1; i >= 0; i--) filtro = { [partes[i] as string]: filtro };
  return filtro;
}

/**
 * For a record whose order is optional (a digital-test rating, or a row under it through `ruta`): the
 * record has no order (agency data, visible to every staff user) or its order's client is in scope.
 * Applied inside the query like `filtroCliente`: `{ $and: [{ candidato: 7 }, filtroPedidoOpcional(alcance)] }`.
 */
export function filtroPedidoOpcional(alcance: AlcanceClientes, ruta = 'pedido'): Record<string, unknown> {
  if (alcance.todos) return {};
  const sinPedido = ruta.split('.').reduceRight<unknown>((valor, parte) => ({ [parte]: valor }), null) as Record<string, unknown>;
  return { $or: [sinPedido, filtroCliente(alcance, `${ruta}.cliente`)] };
}

/** Throws NOT_FOUND when a record's client is outside the scope, so ids cannot be probed. */
export function exigirCliente(alcance: AlcanceClientes, clienteId: number | null | undefined): void {
  if (clienteId === null || clienteId === undefined || !incluyeCliente(alcance, clienteId)) throw noEncontrado();
}
