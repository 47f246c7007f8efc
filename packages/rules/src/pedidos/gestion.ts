import { ESTADOS_PEDIDO_ACTIVOS } from '../enums/pedidos';
import { MENSAJES_PEDIDOS } from './mensajes';

/**
 * The FAC gate (spec 01 §2): the candidates of an order are managed (added, selected, sent to the client,
 * invited, moved) only once its filter-question group is defined; and the stage moves that need candidates
 * (2→3, 3→4, finish) follow the same rule. The detail shows the same message with the define button.
 * Drafts and closed orders are refused by their stage rules, with their own messages, so the gate speaks only
 * for orders in the working stages 2–4.
 */
export function mensajeGestionSinFac(estadoPedido: number, facId: number | null | undefined): string | null {
  if (!(ESTADOS_PEDIDO_ACTIVOS as readonly number[]).includes(estadoPedido)) return null;
  return facId === null || facId === undefined ? MENSAJES_PEDIDOS.sinFac : null;
}
