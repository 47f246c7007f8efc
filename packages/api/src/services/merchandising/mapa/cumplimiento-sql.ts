/**
 * Visit compliance over a period in ONE statement (issue 20): the planned stores of the period's routes in scope and,
 * per route day, the summary of that day's GPS points that `resumirPuntos` (packages/rules) computes — how many, how
 * many off route, and per planned store the milliseconds between the first and the last point within its radius.
 * PostgreSQL reads the points where they are (range scans on (dispositivo_id, created_at), as the map) and only the
 * summary travels: the first version brought every point of the period to Node, 5.6 million for 31 days of 300
 * merchandisers (34 s and 2.8 GB in the server, docs/performance.md). cumplimiento-sql.test.ts compares this with
 * `resumirPuntos` on random days.
 */
import { DISTANCIA_FUERA_DE_RUTA_METROS, RADIO_TIERRA_METROS, RADIO_VISITA_METROS, ZONA_HORARIA_NEGOCIO } from '@talento/rules';
import { MERCADERISTA_VISIBLE } from './sql-alcance';

/** Haversine in metres between two (lat, lng) column pairs, the same arithmetic as `distanciaMetros` (rules geo.ts). */
function sqlDistanciaMetros(a: { lat: string; lng: string }, b: { lat: string; lng: string }): string {
  const rad = (grados: string) => `((${grados}) * pi() / 180)`;
  const h = `sin(${rad(`${b.lat} - ${a.lat}`)} / 2) ^ 2 + cos(${rad(a.lat)}) * cos(${rad(b.lat)}) * sin(${rad(`${b.lng} - ${a.lng}`)} / 2) ^ 2`;
  return `(2 * ${RADIO_TIERRA_METROS} * asin(least(1, sqrt(${h}))))`;
}

/**
 * Latitude alone bounds the distance from below (a haversine is at least R·|Δlatitude|): a point farther in latitude
 * than `metros` (plus a margin against rounding) cannot be within them, and the trigonometry is skipped for it.
 */
const cercaEnLatitud = (a: string, b: string, metros: number) => `abs(${a} - ${b}) <= ${(((metros * 1.001) / RADIO_TIERRA_METROS) * 180) / Math.PI}`;

const PUNTO = { lat: 'p.lat', lng: 'p.lng' };
const ALMACEN = { lat: 'v.lat', lng: 'v.lng' };
const TZ = `'${ZONA_HORARIA_NEGOCIO}'`;

/**
 * Rows: one per planned store of each route day (in the route's order), with that day's point summary. Parameters:
 * desde, hasta (route dates), the merchandiser (or null) twice, the clients in scope (array literal or null) twice,
 * then MERCADERISTA_VISIBLE's (group, clients twice).
 */
export const SQL_CUMPLIMIENTO = `with visitas as materialized (
    select r.usuario_id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as mercaderista, r.fecha,
           v.posicion, v.id as visita_id, v.almacen_id, a.latitud::float8 as lat, a.longitud::float8 as lng
      from ruta r
      join usuario u on u.id = r.usuario_id
      join visita v on v.ruta_id = r.id
      join almacen a on a.id = v.almacen_id
     where r.fecha between ? and ?
       and (?::int is null or r.usuario_id = ?)
       and (?::int[] is null or a.cliente_id = any(?::int[]))
       and ${MERCADERISTA_VISIBLE}
  ),
  dias as (select distinct usuario_id, fecha from visitas),
  puntos as materialized (
    select x.usuario_id, x.fecha, p.latitud::float8 as lat, p.longitud::float8 as lng, p.created_at
      from dias x
      join dispositivo d on d.usuario_id = x.usuario_id
      join punto_gps p on p.dispositivo_id = d.id
       and p.created_at >= x.fecha::timestamp at time zone ${TZ}
       and p.created_at < (x.fecha + 1)::timestamp at time zone ${TZ}
  ),
  resumen as (
    select p.usuario_id, p.fecha, count(*)::int as puntos,
           (count(*) filter (where not exists (
              select 1 from visitas v
               where v.usuario_id = p.usuario_id and v.fecha = p.fecha and v.lat is not null and v.lng is not null
                 and ${cercaEnLatitud('p.lat', 'v.lat', DISTANCIA_FUERA_DE_RUTA_METROS)}
                 and ${sqlDistanciaMetros(PUNTO, ALMACEN)} <= ${DISTANCIA_FUERA_DE_RUTA_METROS})))::int as fuera
      from puntos p
     group by p.usuario_id, p.fecha
  ),
  en_almacen as (
    select v.visita_id, (extract(epoch from max(p.created_at) - min(p.created_at)) * 1000)::float8 as ms
      from visitas v
      join puntos p on p.usuario_id = v.usuario_id and p.fecha = v.fecha
     where v.lat is not null and v.lng is not null
       and ${cercaEnLatitud('p.lat', 'v.lat', RADIO_VISITA_METROS)}
       and ${sqlDistanciaMetros(PUNTO, ALMACEN)} <= ${RADIO_VISITA_METROS}
     group by v.visita_id
  )
  select v.usuario_id, v.mercaderista, to_char(v.fecha, 'YYYY-MM-DD') as fecha, v.almacen_id, v.lat, v.lng,
         coalesce(r.puntos, 0) as puntos, coalesce(r.fuera, 0) as fuera, e.ms as ms_en_almacen
    from visitas v
    left join resumen r on r.usuario_id = v.usuario_id and r.fecha = v.fecha
    left join en_almacen e on e.visita_id = v.visita_id
   order by v.mercaderista, v.usuario_id, v.fecha, v.posicion, v.visita_id`;

export interface FilaCumplimientoSql {
  usuario_id: number;
  mercaderista: string;
  fecha: string;
  almacen_id: number;
  lat: number | null;
  lng: number | null;
  puntos: number;
  fuera: number;
  ms_en_almacen: number | null;
}
