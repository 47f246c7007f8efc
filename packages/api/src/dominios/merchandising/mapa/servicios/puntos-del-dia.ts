import { GRUPO_MERCADERISTAS, inicioDelDia, sumarDias, type FechaIso } from '@talento/rules';
import { MERCADERISTA_VISIBLE } from './sql-alcance';

const EN_ALCANCE = `(?::int[] is null or a.cliente_id = any(?::int[]))`;

/**
 * The whole map of one merchandiser-day in ONE statement (one round trip): whether the merchandiser is visible to
 * the caller, the GPS points of all their devices (revoked ones too: the history stays) in time order, the route's
 * planned stores (then the stores with an arrival that day but not on its route) and the arrival reports, all only of
 * clients in scope. A merchandiser may work for several clients: a caller who has only some of them sees only the
 * stretches of the track that belong to their visits (from an arrival at one of their stores to the next arrival),
 * never the rest of the day (other clients' visits, the way from home); a caller with every client of the
 * merchandiser (or every client) sees the whole day. Five statements through the server's
 * 10-connection pool cost several times the SQL (bench mercaderistas-mapa).
 * The points come already written as the text the screen reads ("lat,lng,en;…", the format of `codificarPuntos`:
 * `trim_scale` writes 4.600000 as 4.6, as JavaScript would) with their count and box: parsing hundreds of points
 * from JSON and writing them back out as text was most of the server's CPU for this call.
 * The day's bounds are UTC instants (`limitesDelDia`), so the points are one range scan per device on the
 * (dispositivo_id, created_at) btree; `created_at::date` on the column would read every row. Exported as text so
 * the benchmark runs the very same statement directly.
 * Parameters: see `parametrosRecorrido`.
 */
export const SQL_RECORRIDO = `with visible as (select u.id from usuario u where u.id = ? and ${MERCADERISTA_VISIBLE}),
-- Each arrival of the day opens a window that the next arrival closes (the last, the day's end), of its store's client.
ventanas as (
  select rl.fecha as desde, lead(rl.fecha) over (order by rl.fecha, rl.id) as hasta, a.cliente_id
    from reporte_llegada rl join almacen a on a.id = rl.almacen_id
   where rl.usuario_id = (select id from visible) and rl.fecha >= ? and rl.fecha < ?),
pts as (
  select coalesce(string_agg(trim_scale(p.latitud)::text || ',' || trim_scale(p.longitud)::text || ',' || ((extract(epoch from p.created_at) * 1000)::bigint)::text, ';'
           order by p.created_at, p.id), '') as texto,
         count(*)::int as total, min(p.latitud)::float8 as sur, max(p.latitud)::float8 as norte, min(p.longitud)::float8 as oeste, max(p.longitud)::float8 as este
    from punto_gps p
   where p.dispositivo_id = any(array(select d.id from dispositivo d where d.usuario_id = (select id from visible)))
     and p.created_at >= ? and p.created_at < ?
     and (?::int[] is null
          or not exists (select 1 from usuario_cliente uc where uc.usuario_id = (select id from visible) and uc.cliente_id <> all(?::int[]))
          or exists (select 1 from ventanas w where w.cliente_id = any(?::int[])
                        and p.created_at >= w.desde and (w.hasta is null or p.created_at < w.hasta))))
select exists (select 1 from visible) as visible, pts.texto as puntos, pts.total, pts.sur, pts.norte, pts.oeste, pts.este,
  (select coalesce(json_agg(json_build_object('almacenId', x.almacen_id, 'nombre', x.nombre, 'posicion', x.posicion, 'latitud', x.latitud, 'longitud', x.longitud)
            order by x.o1, x.o2, x.o3, x.o4), '[]')
     from (select v.almacen_id, a.nombre, v.posicion, a.latitud, a.longitud, 0 as o1, r.id::bigint as o2, v.posicion::bigint as o3, v.id::bigint as o4
             from ruta r join visita v on v.ruta_id = r.id join almacen a on a.id = v.almacen_id
            where r.usuario_id = (select id from visible) and r.fecha = ? and ${EN_ALCANCE}
           union all
           -- Stores with an arrival that day but not on that day's route: drawn too (posicion null, "no planificado").
           select a.id, a.nombre, null, a.latitud, a.longitud, 1, (extract(epoch from min(rl.fecha)) * 1000)::bigint, a.id::bigint, 0
             from reporte_llegada rl join almacen a on a.id = rl.almacen_id
            where rl.usuario_id = (select id from visible) and rl.fecha >= ? and rl.fecha < ? and ${EN_ALCANCE}
              and not exists (select 1 from ruta r join visita v on v.ruta_id = r.id where r.usuario_id = rl.usuario_id and r.fecha = ? and v.almacen_id = rl.almacen_id)
            group by a.id) x) as almacenes,
  (select coalesce(json_agg(json_build_object('id', rl.id, 'almacenId', rl.almacen_id, 'almacen', a.nombre, 'fecha', rl.fecha, 'latitud', rl.latitud, 'longitud', rl.longitud)
            order by rl.fecha, rl.id), '[]')
     from reporte_llegada rl join almacen a on a.id = rl.almacen_id
    where rl.usuario_id = (select id from visible) and rl.fecha >= ? and rl.fecha < ? and ${EN_ALCANCE}) as llegadas
from pts`;

/** The [start, end) instants of a business day. */
export function limitesDelDia(fecha: FechaIso): [Date, Date] {
  return [inicioDelDia(fecha), inicioDelDia(sumarDias(fecha, 1))];
}

/** Parameters of SQL_RECORRIDO; `clientes` is the scope as an array literal or null (sql-alcance.ts). */
export function parametrosRecorrido(
  mercaderistaId: number,
  fecha: FechaIso,
  clientes: string | null,
): unknown[] {
  const [desde, hasta] = limitesDelDia(fecha);
  return [
    mercaderistaId,
    GRUPO_MERCADERISTAS,
    clientes,
    clientes,
    desde,
    hasta,
    desde,
    hasta,
    clientes,
    clientes,
    clientes,
    fecha,
    clientes,
    clientes,
    desde,
    hasta,
    clientes,
    clientes,
    fecha,
    desde,
    hasta,
    clientes,
    clientes,
  ];
}

export interface FilaRecorrido {
  visible: boolean;
  /** "lat,lng,en;…" in time order ('' without points). */
  puntos: string;
  total: number;
  /** Box of the points; null without points. */
  sur: number | null;
  norte: number | null;
  oeste: number | null;
  este: number | null;
  almacenes: {
    almacenId: number;
    nombre: string;
    posicion: number | null;
    latitud: number | null;
    longitud: number | null;
  }[];
  llegadas: {
    id: number;
    almacenId: number;
    almacen: string;
    fecha: string;
    latitud: number | null;
    longitud: number | null;
  }[];
}
