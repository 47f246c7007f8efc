import type pg from 'pg';

/**
 * Makes an approved order vencido: its approval moves back one day more than its profile's search days, so no
 * search days remain (as time would). No procedure rewrites an approval date, so this goes to the database; the
 * request date stays, so the order keeps its place among the newest on the dashboard.
 */
export async function vencerPedido(base: pg.Pool, pedidoId: number): Promise<void> {
  const { rowCount } = await base.query(
    `update pedido p set fecha_aprobacion = p.fecha_aprobacion - make_interval(days => coalesce(pf.tiempo_dias_busqueda, 0) + 1)
     from perfil pf where pf.id = p.perfil_seleccion_id and p.id = $1 and p.fecha_aprobacion is not null`,
    [pedidoId],
  );
  if (rowCount !== 1) throw new Error(`El pedido ${pedidoId} no está aprobado: no se puede vencer`);
}
