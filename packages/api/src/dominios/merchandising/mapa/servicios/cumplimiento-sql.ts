/**
 * The SQL of visit compliance (issue 20). The planned stores of the period's routes in scope come in one statement;
 * the GPS points of their days come in bounded groups of route days, each day as ONE text ("lat,lng,ms;…" in time
 * order, as the map's route) read from the covering index on (dispositivo_id, created_at) (migration 033): the server
 * decodes a group, summarises each day with the rule itself (`resumirPuntos`) and keeps only the summaries. The first
 * version brought every point of the period as a row, 5.6 million for 31 days of 300 merchandisers (34 s and 2.8 GB in
 * the server); summing the points in SQL instead meant a second copy of the rule, and was slower (docs/performance.md).
 */
import { ZONA_HORARIA_NEGOCIO } from '@talento/rules';
import { MERCADERISTA_VISIBLE } from './sql-alcance';

/**
 * Rows: one per planned store of each route day, in the route's order. Parameters: desde, hasta (route dates), the
 * merchandiser (or null) twice, the clients in scope (array literal or null) twice, then MERCADERISTA_VISIBLE's
 * (group, clients twice).
 */
export const SQL_VISITAS_CUMPLIMIENTO = `select r.usuario_id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as mercaderista,
       to_char(r.fecha, 'YYYY-MM-DD') as fecha, v.almacen_id, a.latitud::float8 as lat, a.longitud::float8 as lng
  from ruta r
  join usuario u on u.id = r.usuario_id
  join visita v on v.ruta_id = r.id
  join almacen a on a.id = v.almacen_id
 where r.fecha between ? and ?
   and (?::int is null or r.usuario_id = ?)
   and (?::int[] is null or a.cliente_id = any(?::int[]))
   and ${MERCADERISTA_VISIBLE}
 order by mercaderista, r.usuario_id, r.fecha, v.posicion, v.id`;

export interface FilaVisitaCumplimiento {
  usuario_id: number;
  mercaderista: string;
  fecha: string;
  almacen_id: number;
  lat: number | null;
  lng: number | null;
}

const TZ = `'${ZONA_HORARIA_NEGOCIO}'`;

/**
 * The points of each (merchandiser, day) pair given as two parallel arrays (int[], date[]), from every device of the
 * merchandiser, the day taken in the business time zone: one row per pair with its points as text in time order.
 * LATERAL with `offset 0`: one index range scan per device and day; as a plain join the planner hashed the devices
 * and read all of punto_gps (10M rows for one day).
 */
export const SQL_PUNTOS_CUMPLIMIENTO = `select x.usuario_id, to_char(x.fecha, 'YYYY-MM-DD') as fecha, s.texto
  from unnest(?::int[], ?::date[]) as x(usuario_id, fecha)
  cross join lateral (
    select coalesce(string_agg(g.latitud::text || ',' || g.longitud::text || ',' || ((extract(epoch from g.created_at) * 1000)::bigint)::text, ';'
             order by g.created_at), '') as texto
      from dispositivo d
      join punto_gps g on g.dispositivo_id = d.id
       and g.created_at >= x.fecha::timestamp at time zone ${TZ}
       and g.created_at < (x.fecha + 1)::timestamp at time zone ${TZ}
     where d.usuario_id = x.usuario_id
    offset 0
  ) s`;
