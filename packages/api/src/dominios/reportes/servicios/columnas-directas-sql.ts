/**
 * Every column of the report (3 months, 5 weeks, or the one period validation freezes) straight from the source
 * tables in ONE statement: the same definitions as `sqlContribuciones` (a day of the indicators table), but each order
 * and each event is read once for all the columns instead of once per column. The uncached path (issue 19: p95 ≤ 300 ms).
 * - Orders: one scan of `pedido` for the union of the columns; per order, the times of its on-time hires (estado 8
 *   up to the negotiated day) through the (pedido_id, estado) index; then each column's view of the order
 *   (cancelled, finished, past its deadline, vacancies filled) as of the column's end.
 * - The terms of each order are those of a day (`sqlAporteTermino`, one definition for both).
 * - "Waiting on the client" is only looked up where it decides something (an open order past its deadline with
 *   vacancies unfilled), per column, through the indexes (a scalar sub-query with LIMIT stays a probe).
 * - Candidate events: one range scan of `hito_candidato_pedido` over the union of the columns, each event counted in
 *   the columns whose days contain it.
 */
import { ESTADOS_MEDIDA_CANDIDATO, type FechaIso, type TerminoNivelServicio } from '@talento/rules';
import { inicioDeDia, type Parametros } from '../../../nucleo/sql/parametros';
import { COLUMNAS_EMBUDO, COLUMNAS_TERMINO } from './columnas-sql';
import { SQL_MEDIDO, sqlAporteTermino, sqlEsperaCliente, TZ } from './contribuciones-sql';

export interface ColumnaDirecta {
  clave: string;
  desde: FechaIso;
  hasta: FechaIso;
}

/**
 * `select clave, <funnel columns>, <term columns>` one row per column. `filtro` adds conditions on the order (alias p)
 * starting with " and "; it is called twice (orders and events), each time with the same `q` in text order.
 */
export function sqlColumnasDirectas(
  q: Parametros,
  columnas: readonly ColumnaDirecta[],
  filtro: (q: Parametros) => string,
): string {
  const c = COLUMNAS_EMBUDO;
  const t = COLUMNAS_TERMINO;
  const valores = columnas
    .map(
      (v) =>
        `(${q.v(v.clave)}, ${q.v(v.desde)}::date, ${q.v(v.hasta)}::date, ${q.v(inicioDeDia(v.desde))}::timestamptz, ${q.v(inicioDeDia(v.hasta, 1))}::timestamptz)`,
    )
    .join(', ');
  let sql = `with c (clave, desde, hasta, ini, fin) as (values ${valores}),
    lim as (select min(ini) as ini, max(fin) as fin, min(desde) as desde, max(hasta) as hasta from c),
    pe as materialized (select p.id, p.vacantes, p.fecha_solicitud, p.fecha_cancelacion, p.fecha_finalizacion,
        coalesce(p.fecha_negociada, p.fecha_ingreso, (p.fecha_solicitud at time zone ${TZ})::date) as plazo,
        coalesce((select array_agg(h.fecha) from hito_candidato_pedido h where h.pedido_id = p.id and h.estado = 8
          and h.dia <= coalesce(p.fecha_negociada, p.fecha_ingreso, (p.fecha_solicitud at time zone ${TZ})::date)), '{}') as contratos
      from pedido p cross join lim
      where ${SQL_MEDIDO} and p.fecha_solicitud < lim.fin
        and (p.fecha_cancelacion is null or p.fecha_cancelacion >= lim.ini)
        and (p.fecha_finalizacion is null or p.fecha_finalizacion >= lim.ini)${filtro(q)}),
    sl as materialized (select c.clave, c.ini, c.fin, pe.id, pe.vacantes, pe.fecha_solicitud, pe.fecha_cancelacion, pe.fecha_finalizacion,
        coalesce(pe.fecha_cancelacion < c.fin, false) as cancelado,
        coalesce(pe.fecha_finalizacion < c.fin, false) as terminado,
        pe.plazo <= c.hasta as vencido,
        least(pe.vacantes, (select count(*) from unnest(pe.contratos) f where f < c.fin))::int as chf
      from pe join c on pe.fecha_solicitud < c.fin
        and (pe.fecha_cancelacion is null or pe.fecha_cancelacion >= c.ini)
        and (pe.fecha_finalizacion is null or pe.fecha_finalizacion >= c.ini)),
    sc as materialized (select s.*,
        case when not s.cancelado and not s.terminado and s.vencido and s.chf < s.vacantes then
          (${sqlEsperaCliente('s.id', () => 's.fin')}) is not null
        else false end as con_cliente
      from sl s)`;

  const suma = (expr: string, col: string) => `sum(${expr})::int as ${col}`;
  sql += `,
    ordenes as (select s.clave,
        ${suma('(s.fecha_solicitud >= s.ini)::int', c.pedidosRecibidos)},
        ${suma('case when s.fecha_solicitud >= s.ini then s.vacantes else 0 end', c.vacantes)},
        ${suma('coalesce(s.fecha_cancelacion >= s.ini and s.fecha_cancelacion < s.fin, false)::int', c.pedidosCancelados)},
        ${suma('coalesce(s.fecha_finalizacion >= s.ini and s.fecha_finalizacion < s.fin, false)::int', c.pedidosTerminados)},
        ${(Object.entries(t) as [TerminoNivelServicio, string][]).map(([termino, col]) => suma(sqlAporteTermino(q, termino, { columna: 's.ini' }), col)).join(', ')}
      from sc s group by s.clave)`;

  const E = ESTADOS_MEDIDA_CANDIDATO;
  const deEventos = [c.hvEnviadas, c.validadas, c.entrevistas, c.aprobados, c.contratados, c.rechazados];
  const deEventosSuma = () => deEventos.map((col) => `sum(d.${col})::int as ${col}`).join(', ');
  const cuenta = (estados: readonly number[], col: string) =>
    `count(*) filter (where h.estado in (${estados.join(', ')}))::int as ${col}`;
  // Per day first (≤ ~95 rows), then each day into the columns that contain it: joining every event to the columns
  // compared each of ~100,000 events with every column.
  sql += `,
    eventos_dia as (select h.dia, ${cuenta(E.hvEnviadas, c.hvEnviadas)}, ${cuenta(E.validadas, c.validadas)}, ${cuenta(E.entrevistas, c.entrevistas)},
        ${cuenta(E.aprobados, c.aprobados)}, ${cuenta(E.contratados, c.contratados)}, ${cuenta(E.rechazados, c.rechazados)}
      from hito_candidato_pedido h cross join lim
        join pedido p on p.id = h.pedido_id
      where h.dia between lim.desde and lim.hasta and h.estado between 1 and 9 and ${SQL_MEDIDO}${filtro(q)}
      group by h.dia),
    eventos as (select c.clave, ${deEventosSuma()}
      from c join eventos_dia d on d.dia between c.desde and c.hasta group by c.clave)`;

  const deOrdenes = [
    c.pedidosRecibidos,
    c.vacantes,
    c.pedidosCancelados,
    c.pedidosTerminados,
    ...Object.values(t),
  ];
  sql += `
    select c.clave, ${[...deOrdenes.map((col) => `coalesce(o.${col}, 0) as ${col}`), ...deEventos.map((col) => `coalesce(e.${col}, 0) as ${col}`)].join(', ')}
    from c left join ordenes o on o.clave = c.clave left join eventos e on e.clave = c.clave`;
  return sql;
}
