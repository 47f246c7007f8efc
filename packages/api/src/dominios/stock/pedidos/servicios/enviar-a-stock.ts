import type { EntityManager } from '@mikro-orm/postgresql';
import { Disponibilidad, DisponibilidadStock } from '@talento/rules';
import { unirAlPoolDelPedido } from '../../perfiles/servicios/unir-al-pool';

/**
 * A candidate of a STOCK order reaching state 6 "Enviado a stock" (spec 01 §4), in the state change's transaction
 * (the order and candidate-in-order rows already locked):
 * - the city line counts one fulfilled vacancy: a stock order fills a pool, not a job (nobody "shows up at work"
 *   there), so "Finalizar pedido" counts the people sent to stock;
 * - the person joins the client's pool for that profile and city (`unirAlPoolDelPedido`, which refuses a person
 *   already in a pool);
 * - the order lets the person go (`retienePersona` is false for a stock order's 6): free for orders, their stock
 *   mark the pool's (2) or free (0) when no stock profile matches.
 * Nothing for an ordinary order.
 */
export async function enviarAStock(tx: EntityManager, candidatoPedidoId: number, ahora: Date): Promise<void> {
  const [fila] = await tx.execute<{ candidato_id: number }[]>(
    `update pedido p set vacantes_cumplidas = p.vacantes_cumplidas + 1, version = p.version + 1
       from candidato_pedido cp
      where cp.id = ? and p.id = cp.pedido_id and p.es_stock
      returning cp.candidato_id`,
    [candidatoPedidoId],
  );
  if (!fila) return;
  const stockId = await unirAlPoolDelPedido(tx, candidatoPedidoId, ahora);
  await tx.execute(
    'update candidato set disponibilidad = ?, disponibilidad_stock = ?, version = version + 1 where id = ?',
    [
      Disponibilidad.LIBRE,
      stockId === null ? DisponibilidadStock.LIBRE : DisponibilidadStock.EN_STOCK_CLIENTE,
      fila.candidato_id,
    ],
  );
}
