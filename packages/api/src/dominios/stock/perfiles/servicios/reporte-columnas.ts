/**
 * The columns of the stock report by level (reporte.ts), each declared once over the stock profile `ps` and its client
 * `c`: one row per profile, read to compute its live level and count it under its client.
 */
import { col } from '../../../../nucleo/sql/columnas';

export const COLUMNAS_REPORTE_STOCK = {
  clienteId: col.numero('ps.cliente_id'),
  cliente: col.texto('c.nombre'),
  meta: col.numero('ps.meta'),
  media: col.numero('ps.media'),
  baja: col.numero('ps.baja'),
  /** Active pool size. */
  candidatos: col.numero(
    '(select count(*)::int from candidato_perfil_stock x where x.perfil_stock_id = ps.id and x.estado = 1)',
  ),
};
