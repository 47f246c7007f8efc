/**
 * GPS points at scale for the map benchmark (issue 20: 10M points): `mercaderistas` merchandisers of La Sabana with
 * one device each, a point a minute for 10 hours (07:00–17:00 Bogotá) a day, over as many days back from yesterday as
 * `puntos` needs, with a route of three stores and an arrival report a day. Generated inside PostgreSQL with
 * `generate_series` (streaming 10M rows from Node would take far longer), in time order as phones send them (what
 * the BRIN on created_at relies on). A database that already holds such a load (a kept BENCH_DATABASE_URL) is reused
 * as it is and described, not loaded twice.
 */
import { diasEntreFechas, GRUPO_MERCADERISTAS, hoyIso, instanteEnBogota, sumarDias } from '@talento/rules';
import type pg from 'pg';
import { conClientePg } from '../postgres/cliente';

export interface OpcionesMercaderistasEscala {
  puntos: number;
  mercaderistas: number;
  ahora?: Date;
  log?: (mensaje: string) => void;
}

export interface ResumenMercaderistasEscala {
  puntos: number;
  dias: number;
  /** First day of the generated history ('YYYY-MM-DD') and the first merchandiser's id: a merchandiser-day to query. */
  primerDia: string;
  ultimoDia: string;
  mercaderistaIds: number[];
  ms: number;
}

const PUNTOS_POR_DIA = 600;
const ALMACENES = 60;

export async function cargarMercaderistas(
  url: string,
  o: OpcionesMercaderistasEscala,
): Promise<ResumenMercaderistasEscala> {
  const inicio = Date.now();
  const log = o.log ?? (() => undefined);
  const dias = Math.ceil(o.puntos / (o.mercaderistas * PUNTOS_POR_DIA));
  const ultimoDia = sumarDias(hoyIso(o.ahora ?? new Date()), -1);
  const primerDia = sumarDias(ultimoDia, -(dias - 1));
  return conClientePg(url, async (c) => {
    try {
      const previa = await cargaPrevia(c, inicio);
      if (previa) {
        log(
          `carga previa reutilizada: ${previa.puntos} puntos de ${previa.mercaderistaIds.length} mercaderistas`,
        );
        return previa;
      }
      await c.query('begin');
      const cliente = (
        await c.query<{ id: number }>(`select id from cliente where numero_documento = '900123456'`)
      ).rows[0]?.id;
      const grupo = (
        await c.query<{ id: number }>(`select id from grupo where nombre = $1`, [GRUPO_MERCADERISTAS])
      ).rows[0]?.id;
      if (!cliente || !grupo)
        throw new Error('Falta La Sabana o el grupo Mercaderistas: cargue primero los datos demo');
      const mercaderistaIds = (
        await c.query<{ id: number }>(
          `insert into usuario (username, password_hash, first_name, last_name, email, created_at)
           select 'escala.merc.' || n, '!', 'Mercaderista', 'Escala ' || n, '', now() from generate_series(1, $1) n returning id`,
          [o.mercaderistas],
        )
      ).rows.map((r) => r.id);
      const ids = `{${mercaderistaIds.join(',')}}`;
      await c.query(
        `insert into usuario_grupo (usuario_id, grupo_id) select u, $2 from unnest($1::int[]) u`,
        [ids, grupo],
      );
      await c.query(
        `insert into usuario_cliente (usuario_id, cliente_id) select u, $2 from unnest($1::int[]) u`,
        [ids, cliente],
      );
      await c.query(
        `insert into dispositivo (usuario_id, device_id, activo, enrolado_at, created_at) select u, 'escala-' || u, true, now(), now() from unnest($1::int[]) u`,
        [ids],
      );
      const almacenes = (
        await c.query<{ id: number }>(
          `insert into almacen (nombre, cliente_id, latitud, longitud, activo)
           select 'Almacén escala ' || n, $1, 4.55 + (n % 10) * 0.04, -74.15 + (n / 10) * 0.03, true from generate_series(0, $2 - 1) n returning id`,
          [cliente, ALMACENES],
        )
      ).rows.map((r) => r.id);
      log(
        `mercaderistas: ${o.mercaderistas} con dispositivo, ${almacenes.length} almacenes; ${dias} días de ${PUNTOS_POR_DIA} puntos…`,
      );
      const t0 = Date.now();
      // Day by day (each day sorted by minute, then device): the insertion order is time order, with small sorts.
      let puntos = 0;
      for (let dia = 0; dia < dias && puntos < o.puntos; dia++) {
        const { rowCount } = await c.query(
          `insert into punto_gps (dispositivo_id, latitud, longitud, created_at, recibido_at)
           select d.id,
                  round((4.55 + (d.n % 20) * 0.02 + 0.01 * sin(m / 45.0))::numeric, 6),
                  round((-74.15 + (d.n / 20) * 0.01 + 0.01 * cos(m / 45.0))::numeric, 6),
                  $1::timestamptz + m * interval '1 minute',
                  $1::timestamptz + m * interval '1 minute' + interval '20 seconds'
             from generate_series(0, $2 - 1) m
             cross join (select id, (row_number() over (order by id))::int as n from dispositivo where device_id like 'escala-%') d
            order by m, d.id
            limit $3`,
          [instanteEnBogota(sumarDias(primerDia, dia), 7, 0), PUNTOS_POR_DIA, o.puntos - puntos],
        );
        puntos += rowCount ?? 0;
      }
      log(`punto_gps: ${puntos} filas en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      // A route of three stores a day and an arrival at the first one.
      await c.query(
        `insert into ruta (usuario_id, fecha) select u, $2::date + dia from unnest($1::int[]) u cross join generate_series(0, $3 - 1) dia`,
        [ids, primerDia, dias],
      );
      await c.query(
        `insert into visita (ruta_id, almacen_id, posicion)
         select r.id, ($2::int[])[1 + ((r.usuario_id * 3 + k) % $3)], k + 1 from ruta r cross join generate_series(0, 2) k where r.usuario_id = any($1::int[])`,
        [ids, `{${almacenes.join(',')}}`, almacenes.length],
      );
      await c.query(
        `insert into reporte_llegada (usuario_id, almacen_id, fecha, latitud, longitud, recibido_at)
         select r.usuario_id, v.almacen_id, (r.fecha + time '08:00') at time zone 'America/Bogota', a.latitud, a.longitud, now()
           from ruta r join visita v on v.ruta_id = r.id and v.posicion = 1 join almacen a on a.id = v.almacen_id
          where r.usuario_id = any($1::int[])`,
        [ids],
      );
      await c.query('commit');
      const t1 = Date.now();
      await c.query('vacuum analyze punto_gps');
      await c.query('analyze');
      log(`vacuum analyze en ${((Date.now() - t1) / 1000).toFixed(1)} s`);
      return { puntos, dias, primerDia, ultimoDia, mercaderistaIds, ms: Date.now() - inicio };
    } catch (error) {
      await c.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}

/** The load already in the database (merchandisers `escala.merc.*` and their points), or null when there is none. */
async function cargaPrevia(c: pg.Client, inicio: number): Promise<ResumenMercaderistasEscala | null> {
  const ids = (
    await c.query<{ id: number }>(`select id from usuario where username like 'escala.merc.%' order by id`)
  ).rows.map((r) => r.id);
  if (ids.length === 0) return null;
  const [r] = (
    await c.query<{ puntos: string; primer: string; ultimo: string }>(
      `select count(*) as puntos, min(p.created_at at time zone 'America/Bogota')::date::text as primer, max(p.created_at at time zone 'America/Bogota')::date::text as ultimo
         from punto_gps p join dispositivo d on d.id = p.dispositivo_id where d.device_id like 'escala-%'`,
    )
  ).rows;
  if (!r?.primer || !r.ultimo) return null;
  const dias = diasEntreFechas(r.primer, r.ultimo) + 1;
  return {
    puntos: Number(r.puntos),
    dias,
    primerDia: r.primer,
    ultimoDia: r.ultimo,
    mercaderistaIds: ids,
    ms: Date.now() - inicio,
  };
}
