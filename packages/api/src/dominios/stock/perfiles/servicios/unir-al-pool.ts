import type { EntityManager } from '@mikro-orm/postgresql';
import { DisponibilidadStock, hoyIso, MENSAJES_STOCK_PERFILES as M, sumarDias } from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { recalcularNivelPerfilStock } from '../../servicios/nivel';

/**
 * A candidate of a STOCK order reaching state 6 (spec 01 §4: "for a stock order means sent to stock") joins the pool
 * of the stock profile with the order's client, profile and city: estado 1, the profile's vigencia copied, validity
 * from today to today + vigencia, stock availability 2, the level recomputed. Runs in the state change's transaction
 * after the order and candidate-in-order rows are locked; then locks the stock profile and the person (the order of
 * every stock write). No stock profile for that client, profile and city: nothing joins and the state change goes on
 * (docs/decisiones/stock.md). A person already active in any pool is refused ("Este candidato ya se encuentra en el stock de
 * un cliente."), which rolls the state change back.
 */
export async function unirAlPoolDelPedido(
  tx: EntityManager,
  candidatoPedidoId: number,
  ahora: Date,
): Promise<number | null> {
  const [destino] = await tx.execute<{ perfil_stock_id: number; vigencia: number; candidato_id: number }[]>(
    `select ps.id as perfil_stock_id, ps.vigencia, cp.candidato_id
       from candidato_pedido cp join pedido p on p.id = cp.pedido_id
       join perfil_stock ps on ps.cliente_id = p.cliente_id and ps.perfil_id = p.perfil_seleccion_id and ps.ciudad_id = p.ciudad_id
      where cp.id = ? and p.es_stock
      for update of ps`,
    [candidatoPedidoId],
  );
  if (!destino) return null;
  await tx.execute('select id from candidato where id = ? for update', [destino.candidato_id]);
  const [yaEnStock] = await tx.execute<{ id: number }[]>(
    'select id from candidato_perfil_stock where candidato_id = ? and estado = 1 limit 1',
    [destino.candidato_id],
  );
  if (yaEnStock) throw new AppError('BAD_REQUEST', M.yaEnStock);
  const hoy = hoyIso(ahora);
  await tx.execute(
    `insert into candidato_perfil_stock (perfil_stock_id, candidato_id, estado, vigencia, inicio_vigencia_stock, vigencia_stock, created_at)
     values (?, ?, 1, ?, ?::date, ?::date, ?::timestamptz)`,
    [
      destino.perfil_stock_id,
      destino.candidato_id,
      destino.vigencia,
      hoy,
      sumarDias(hoy, destino.vigencia),
      ahora.toISOString(),
    ],
  );
  await tx.execute(
    `update candidato set disponibilidad_stock = ${DisponibilidadStock.EN_STOCK_CLIENTE}, version = version + 1 where id = ?`,
    [destino.candidato_id],
  );
  await recalcularNivelPerfilStock(tx, ahora, [destino.perfil_stock_id]);
  return destino.perfil_stock_id;
}
