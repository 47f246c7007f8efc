/**
 * /merchandising-novedades: incidents of the stores of the user's clients, newest first, filtered by client, region,
 * state and Bogotá days. One SQL statement: the scope and the filters are parameters; the count stops one row past
 * the cap (like the appointments list) so a broad view never counts every incident. The page's columns are declared in
 * listar-columnas.ts.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  inicioDelDia,
  sumarDias,
  TAMANO_PAGINA_NOVEDADES,
  TOPE_CONTEO_NOVEDADES,
  type AlcanceClientes,
  type FiltrosNovedades,
} from '@talento/rules';
import { leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import { Parametros } from '../../../../nucleo/sql/parametros';
import { sqlAlcanceAlmacen } from './alcance';
import { COLUMNAS_NOVEDADES, type FilaNovedades } from './listar-columnas';

const DESDE = `from novedad n join almacen a on a.id = n.almacen_id`;

function condiciones(q: Parametros, alcance: AlcanceClientes, f: FiltrosNovedades): string {
  let sql = sqlAlcanceAlmacen(q, alcance);
  if (f.clienteId !== undefined) sql += ` and a.cliente_id = ${q.v(f.clienteId)}`;
  if (f.regionId !== undefined) sql += ` and a.region_id = ${q.v(f.regionId)}`;
  if (f.estado !== undefined) sql += ` and n.estado = ${q.v(f.estado)}`;
  if (f.desde) sql += ` and n.created_at >= ${q.v(inicioDelDia(f.desde).toISOString())}::timestamptz`;
  if (f.hasta)
    sql += ` and n.created_at < ${q.v(inicioDelDia(sumarDias(f.hasta, 1)).toISOString())}::timestamptz`;
  return sql;
}

/** `topeConteo`: rows counted past the page's offset (a parameter so a test can reach it with a few rows). */
export async function listarNovedades(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: FiltrosNovedades,
  topeConteo = TOPE_CONTEO_NOVEDADES,
) {
  const q = new Parametros();
  const tope = (f.pagina - 1) * TAMANO_PAGINA_NOVEDADES + topeConteo;
  const conteo = `select count(*)::int as total from (select 1 ${DESDE} where true${condiciones(q, alcance, f)} limit ${q.v(tope + 1)}) t`;
  const donde = condiciones(q, alcance, f);
  const pagina = `select ${listaSelect(COLUMNAS_NOVEDADES)}
      ${DESDE}
      join sub_tipo_novedad s on s.id = n.sub_tipo_novedad_id
      join tipo_novedad t on t.id = s.tipo_novedad_id
      join usuario u on u.id = n.usuario_id
      join cliente c on c.id = a.cliente_id
      left join region r on r.id = a.region_id
      where true${donde}
      order by n.created_at desc, n.id desc
      limit ${TAMANO_PAGINA_NOVEDADES} offset ${q.v((f.pagina - 1) * TAMANO_PAGINA_NOVEDADES)}`;
  const sql = `with conteo as (${conteo}), pagina as (${pagina})
    select conteo.total, pagina.* from conteo left join pagina on true order by pagina."fecha" desc, pagina.id desc`;
  const resultado = await em
    .getConnection()
    .execute<(Record<string, unknown> & { total: number; id: number | null })[]>(sql, q.valores);
  const contadas = resultado[0]?.total ?? 0;
  return {
    // With no incident on the page the left join answers one row of nulls, which carries only the count.
    filas: resultado.filter((r) => r.id !== null).map((r): FilaNovedades => leerFila(COLUMNAS_NOVEDADES, r)),
    total: Math.min(contadas, tope),
    totalAcotado: contadas > tope,
    pagina: f.pagina,
    tamanoPagina: TAMANO_PAGINA_NOVEDADES,
  };
}
