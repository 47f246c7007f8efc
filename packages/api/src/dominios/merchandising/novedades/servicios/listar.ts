/**
 * /merchandising-novedades: incidents of the stores of the user's clients, newest first, filtered by client, region,
 * state and Bogotá days. One SQL statement: the scope and the filters are parameters; the count stops one row past
 * the cap (like the appointments list) so a broad view never counts every incident.
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
import { Parametros } from '../../../../nucleo/sql/parametros';
import { sqlAlcanceAlmacen } from './alcance';

export interface NovedadFilaDto {
  id: number;
  version: number;
  fecha: Date;
  tipo: string;
  subtipo: string;
  usuario: string;
  almacen: string;
  region: string | null;
  cliente: string;
  texto: string;
  estado: number;
  solvedAt: Date | null;
  fotos: number;
}

interface Fila {
  total: number;
  id: number | null;
  version: number;
  created_at: Date;
  tipo: string;
  subtipo: string;
  usuario: string;
  almacen: string;
  region: string | null;
  cliente: string;
  texto: string;
  estado: number;
  solved_at: Date | null;
  fotos: number;
}

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
  const pagina = `select n.id, n.version, n.created_at, n.texto, n.estado, n.solved_at,
        t.nombre as tipo, s.nombre as subtipo, u.username as usuario, a.nombre as almacen, r.nombre as region, c.nombre as cliente,
        (select count(*)::int from foto_novedad fn where fn.novedad_id = n.id) as fotos
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
    select conteo.total, pagina.* from conteo left join pagina on true order by pagina.created_at desc, pagina.id desc`;
  const resultado = await em.getConnection().execute<Fila[]>(sql, q.valores);
  const contadas = resultado[0]?.total ?? 0;
  return {
    filas: resultado
      .filter((r): r is Fila & { id: number } => r.id !== null)
      .map((r): NovedadFilaDto => ({
        id: r.id,
        version: r.version,
        fecha: new Date(r.created_at),
        tipo: r.tipo,
        subtipo: r.subtipo,
        usuario: r.usuario,
        almacen: r.almacen,
        region: r.region,
        cliente: r.cliente,
        texto: r.texto,
        estado: r.estado,
        solvedAt: r.solved_at ? new Date(r.solved_at) : null,
        fotos: r.fotos,
      })),
    total: Math.min(contadas, tope),
    totalAcotado: contadas > tope,
    pagina: f.pagina,
    tamanoPagina: TAMANO_PAGINA_NOVEDADES,
  };
}
