/**
 * Weekly indicators chart, summary table and filter options of the order dashboard (spec 01 §2, §7
 * "Weekly indicators and summary indicators"), computed live from orders and their action log.
 *
 * Series definitions (per weekday, Monday–Friday, calendar day in Bogotá whatever the server's zone):
 * - procesosRealizados: orders finished that day (order event type 0 to state 5);
 * - pedidosIngresados: ordinary orders requested that day (fecha_solicitud; 112 city lines not counted);
 * - hvEnviadas: candidate state changes to 1 "Enviado a cliente" (event type 4);
 * - contratados: candidate state changes to 8 "Se presenta en lugar de trabajo" (event type 4);
 * - pedidosCancelados: orders cancelled that day (order event type 0 to state 0);
 * - personasRechazadas: candidate state changes to 3 or 5 (rejected by the client / fails the interview).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AlcanceClientes,
  type IndicadoresSemanales,
  type OpcionesFiltro,
  type ResumenIndicadores,
  SERIES_SEMANALES,
  ZONA_HORARIA_NEGOCIO,
  diasDeSemana,
  fechaEnZonaNegocio,
  lunesDeSemana,
} from '@talento/rules';
import { momentoDe } from './dashboard';
import {
  SQL_PEDIDO_ORDINARIO,
  SQL_VENCIDO,
  sqlColumnasBase,
  sqlUbicacion,
  type FiltrosUbicacion,
} from './dashboard-sql';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';

/** SQL timestamp of the Bogotá midnight that starts `dia` plus `dias` (each placeholder takes its own value). */
const medianoche = (q: Parametros, dia: string, dias: number) =>
  `((${q.v(dia)}::date + ${q.v(dias)}::int)::timestamp at time zone ${q.v(ZONA_HORARIA_NEGOCIO)})`;

export async function indicadoresSemanales(
  em: EntityManager,
  alcance: AlcanceClientes,
  filtros: FiltrosUbicacion & { semana?: string | undefined },
  ahora: Date,
): Promise<IndicadoresSemanales> {
  const semanaActual = lunesDeSemana(fechaEnZonaNegocio(ahora));
  const dias = diasDeSemana(filtros.semana ?? semanaActual);
  const lunes = dias[0] as string;
  const q = new Parametros();
  // Placeholders are positional: each fragment is built in the order it appears in the text.
  const zonaEventos = q.v(ZONA_HORARIA_NEGOCIO);
  const rangoEventos = `e.fecha >= ${medianoche(q, lunes, 0)} and e.fecha < ${medianoche(q, lunes, 5)}`;
  const filtroEventos = sqlAlcance(q, alcance) + sqlUbicacion(q, filtros);
  const zonaIngresos = q.v(ZONA_HORARIA_NEGOCIO);
  const rangoIngresos = `p.fecha_solicitud >= ${medianoche(q, lunes, 0)} and p.fecha_solicitud < ${medianoche(q, lunes, 5)}`;
  const filtroIngresos = sqlAlcance(q, alcance) + sqlUbicacion(q, filtros);
  const sql = `select s.serie, to_char(s.dia, 'YYYY-MM-DD') as dia, s.n::int as n from (
    select case
        when e.tipo_evento = 0 and e.estado_nuevo = 5 then 'procesosRealizados'
        when e.tipo_evento = 0 and e.estado_nuevo = 0 then 'pedidosCancelados'
        when e.tipo_evento = 4 and e.estado_nuevo = 1 then 'hvEnviadas'
        when e.tipo_evento = 4 and e.estado_nuevo = 8 then 'contratados'
        when e.tipo_evento = 4 and e.estado_nuevo in (3, 5) then 'personasRechazadas'
      end as serie, (e.fecha at time zone ${zonaEventos})::date as dia, count(*) as n
    from evento_pedido e join pedido p on p.id = e.pedido_id
    where e.tipo_evento in (0, 4) and ${rangoEventos}
      and not p.es_stock and (e.tipo_evento = 4 or not p.es_hijo)${filtroEventos}
    group by 1, 2
    union all
    select 'pedidosIngresados', (p.fecha_solicitud at time zone ${zonaIngresos})::date, count(*)
    from pedido p
    where ${SQL_PEDIDO_ORDINARIO} and ${rangoIngresos}${filtroIngresos}
    group by 2
  ) s where s.serie is not null`;
  const filas = await em.getConnection().execute<{ serie: string; dia: string; n: number }[]>(sql, q.valores);
  const series = SERIES_SEMANALES.map(({ clave, nombre }) => ({
    clave,
    nombre,
    datos: dias.map((dia) => filas.find((f) => f.serie === clave && f.dia === dia)?.n ?? 0),
  }));
  return { dias, semanaActual, series };
}

/** Per stage (1 incl. 111, 2, 3, 4) of the current orders: orders, vacancies, fulfilled, vencidos. */
export async function resumenIndicadores(
  em: EntityManager,
  alcance: AlcanceClientes,
  filtros: FiltrosUbicacion,
  ahora: Date,
): Promise<ResumenIndicadores> {
  const { hoy, tz } = momentoDe(ahora);
  const q = new Parametros();
  const columnas = sqlColumnasBase(q, hoy, tz, null);
  const where = sqlAlcance(q, alcance) + sqlUbicacion(q, filtros);
  const sql = `select case when f.estado_pedido = 111 then 1 else f.estado_pedido end as etapa, count(*)::int as pedidos,
      coalesce(sum(f.vacantes), 0)::int as vacantes, coalesce(sum(f.vacantes_cumplidas), 0)::int as cumplidas,
      (count(*) filter (where ${SQL_VENCIDO}))::int as vencidos
    from (select ${columnas} from pedido p join perfil pf on pf.id = p.perfil_seleccion_id
      where ${SQL_PEDIDO_ORDINARIO} and p.estado_pedido in (1, 111, 2, 3, 4)${where}) f
    group by 1`;
  const filas = await em.getConnection().execute<ResumenIndicadores['filas']>(sql, q.valores);
  return {
    filas: [1, 2, 3, 4].map(
      (etapa) =>
        filas.find((f) => f.etapa === etapa) ?? { etapa, pedidos: 0, vacantes: 0, cumplidas: 0, vencidos: 0 },
    ),
  };
}

/** Options of the filter selects: active branches, the order-type catalogue, creators of orders in scope. */
export async function opcionesFiltro(em: EntityManager, alcance: AlcanceClientes): Promise<OpcionesFiltro> {
  const con = em.getConnection();
  const sucursales = await con.execute<OpcionesFiltro['sucursales']>(
    'select id, nombre from sucursal where activa order by nombre',
  );
  const tiposPedido = await con.execute<OpcionesFiltro['tiposPedido']>(
    `select codigo, nombre from catalogo_item where categoria = 'TIPO_PEDIDO' and activo order by orden, nombre`,
  );
  const q = new Parametros();
  const creadores = await con.execute<OpcionesFiltro['creadores']>(
    `select u.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as nombre from usuario u
     where exists (select 1 from pedido p where p.created_by_id = u.id and ${SQL_PEDIDO_ORDINARIO}${sqlAlcance(q, alcance)})
     order by 2`,
    q.valores,
  );
  return { sucursales, tiposPedido, creadores };
}
