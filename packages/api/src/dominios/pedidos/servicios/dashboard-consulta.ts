/**
 * The one query behind each dashboard view: the filtered orders in scope (pedido + profile), newest
 * first and limited, then the card columns (client, city, branch, creator, pool counts, city lines) for
 * the returned rows only. Also used as-is by the benchmark (bench/) to measure the SQL floor.
 */
import {
  type AlcanceClientes,
  type FiltrosCerrados,
  type FiltrosVigentes,
  CLAVES_TARJETA,
  hoyIso,
  LIMITE_TARJETAS_DASHBOARD,
} from '@talento/rules';
import {
  SQL_JOINS_TARJETA,
  SQL_PEDIDO_ORDINARIO,
  SQL_RESTANTES,
  SQL_TIENE_CONTRATADOS,
  SQL_VENCIDO,
  sqlColumnasBase,
  sqlColumnasTarjeta,
  sqlEstadoCandidato,
  sqlFac,
  sqlUbicacion,
} from './dashboard-sql';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros, inicioDeDia, zonaHoraria } from '../../../nucleo/sql/parametros';
import { predicadosRapidos } from './dashboard-rapidos';

export interface Consulta {
  sql: string;
  params: unknown[];
}

export interface Momento {
  /** Today as 'YYYY-MM-DD' in `tz`. */
  hoy: string;
  tz: string;
}

/** Today and the time zone the day counts use (the server's, as the rules' date functions). */
export function momentoDe(ahora: Date): Momento {
  return { hoy: hoyIso(ahora), tz: zonaHoraria() };
}

function sqlComun(q: Parametros, alcance: AlcanceClientes, f: FiltrosVigentes | FiltrosCerrados): string {
  let sql =
    sqlAlcance(q, alcance) + sqlUbicacion(q, f) + sqlFac(f.fac) + sqlEstadoCandidato(f.estadoCandidato);
  if (f.tipoPedido !== undefined) sql += ` and p.tipo_pedido = ${q.v(f.tipoPedido)}`;
  return sql;
}

/**
 * One row: `tarjetas` (JSON text of the newest `limite` cards, in order, as compact rows: see leerTarjetas), `hay_mas` (more matched) and
 * `hay_pedidos` (the user has orders of the view at all; evaluated only when nothing matched).
 */
function consultaTarjetas(
  q: Parametros,
  m: Momento,
  filtrado: string,
  orden: string,
  limite: number,
  alcance: AlcanceClientes,
  estados: number[],
  desplazamiento = 0,
): Consulta {
  const n = Math.trunc(limite);
  const saltar = Math.trunc(desplazamiento) > 0 ? ` offset ${Math.trunc(desplazamiento)}` : '';
  const ordenB = orden.replaceAll('f.', 'b.');
  const columnas = sqlColumnasTarjeta(q, m.tz);
  const sql = `with f as (${filtrado} order by ${orden} limit ${n + 1}${saltar})
  select (select count(*) from f) > ${n} as hay_mas,
    coalesce((select json_agg(json_build_array(${CLAVES_TARJETA.map((k) => `t."${k}"`).join(', ')})) from (
      select ${columnas}
      from (select * from f order by ${orden} limit ${n}) b
      ${SQL_JOINS_TARJETA}
      order by ${ordenB}) t), '[]')::text as tarjetas,
    (case when exists (select 1 from f) then true else (${sqlHayPedidos(q, alcance, estados)}) end) as hay_pedidos`;
  return { sql, params: q.valores };
}

/**
 * Current orders (1, 111, 2, 3, 4), newest request first; one row more than `limite` tells "hay más".
 * `usuarioId` is the session's user ("Mis pedidos" quick filter).
 */
export function consultaVigentes(
  alcance: AlcanceClientes,
  f: FiltrosVigentes,
  m: Momento,
  limite = LIMITE_TARJETAS_DASHBOARD,
  usuarioId: number | null = null,
  /** Rows skipped first (the export reads every page; the screen shows the first). */
  desplazamiento = 0,
): Consulta {
  const q = new Parametros();
  const columnas = sqlColumnasBase(q, m.hoy, m.tz, null);
  let where =
    sqlComun(q, alcance, f) + (f.indicador === 'contratados' ? ` and ${SQL_TIENE_CONTRATADOS}` : '');
  const rapidos = predicadosRapidos(q, f.rapidos, usuarioId);
  where += rapidos.pedido;
  const calculados = [...rapidos.calculados];
  if (f.indicador === 'vencidos') calculados.push(SQL_VENCIDO);
  if (f.indicador === 'normal') calculados.push(`${SQL_RESTANTES} > 0`);
  const filtrado = `select f.* from (
    select ${columnas} from pedido p join perfil pf on pf.id = p.perfil_seleccion_id
    where ${SQL_PEDIDO_ORDINARIO} and p.estado_pedido in (1, 111, 2, 3, 4)${where}
  ) f ${calculados.length ? `where ${calculados.join(' and ')}` : ''}`;
  return consultaTarjetas(
    q,
    m,
    filtrado,
    'f.fecha_solicitud desc, f.id desc',
    limite,
    alcance,
    [1, 111, 2, 3, 4],
    desplazamiento,
  );
}

/** Closing-date range of the closed view (inclusive local days), the default applied by the caller. */
export interface Rango {
  desde: string;
  hasta: string;
}

/**
 * Cancelled (0) and finished (5) orders closed inside the range (fecha_cancelacion / fecha_finalizacion,
 * each with its own index), most recently closed first.
 */
export function consultaCerrados(
  alcance: AlcanceClientes,
  f: FiltrosCerrados,
  rango: Rango,
  m: Momento,
  limite = LIMITE_TARJETAS_DASHBOARD,
  /** Rows skipped first (the export reads every page; the screen shows the first). */
  desplazamiento = 0,
): Consulta {
  const q = new Parametros();
  const cierre = '(case when p.estado_pedido = 0 then p.fecha_cancelacion else p.fecha_finalizacion end)';
  const columnas = sqlColumnasBase(q, m.hoy, m.tz, cierre);
  const desde = inicioDeDia(rango.desde);
  const hasta = inicioDeDia(rango.hasta, 1);
  const estados = f.indicador === 'finalizados' ? [5] : f.indicador === 'cancelados' ? [0] : [0, 5];
  const partes: string[] = [];
  if (estados.includes(0)) {
    partes.push(
      `(p.estado_pedido = 0 and p.fecha_cancelacion >= ${q.v(desde)}::timestamptz and p.fecha_cancelacion < ${q.v(hasta)}::timestamptz)`,
    );
  }
  if (estados.includes(5)) {
    partes.push(
      `(p.estado_pedido = 5 and p.fecha_finalizacion >= ${q.v(desde)}::timestamptz and p.fecha_finalizacion < ${q.v(hasta)}::timestamptz)`,
    );
  }
  let where = sqlComun(q, alcance, f);
  if (f.creadoPorId !== undefined) where += ` and p.created_by_id = ${q.v(f.creadoPorId)}`;
  const filtrado = `select f.* from (
    select ${columnas} from pedido p join perfil pf on pf.id = p.perfil_seleccion_id
    where ${SQL_PEDIDO_ORDINARIO} and (${partes.join(' or ')})${where}
  ) f`;
  return consultaTarjetas(
    q,
    m,
    filtrado,
    'f.fecha_cierre desc, f.id desc',
    limite,
    alcance,
    [0, 5],
    desplazamiento,
  );
}

/** Whether the user has any order of the view at all, ignoring every filter (picks the empty message). */
function sqlHayPedidos(q: Parametros, alcance: AlcanceClientes, estados: readonly number[]): string {
  const lista = estados.map((n) => Math.trunc(n)).join(', ');
  return `select exists (select 1 from pedido p where ${SQL_PEDIDO_ORDINARIO} and p.estado_pedido in (${lista})${sqlAlcance(q, alcance)})`;
}
