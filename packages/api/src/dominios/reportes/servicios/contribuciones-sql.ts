/**
 * The one SQL pass that counts the operations figures from the source tables (pedido, hito_candidato_pedido),
 * grouped by branch, client and psychologist (the order's encargado). Used for a day of the indicators table and,
 * without the cache, for any period of the report. Definitions: packages/rules/src/reportes (help texts).
 */
import {
  ESTADOS_MEDIDA_CANDIDATO,
  ZONA_HORARIA_NEGOCIO,
  lunesDeSemana,
  type FechaIso,
  type TerminoNivelServicio,
} from '@talento/rules';
import { inicioDeDia, type Parametros } from '../../../nucleo/sql/parametros';
import { COLUMNAS_EMBUDO, COLUMNAS_TERMINO, PREFIJO_MES, PREFIJO_SEMANA } from './columnas-sql';

/** The period of a set of service-level terms: from `desde` to the shared `hasta`; its columns carry `prefijo`. */
export interface PeriodoNivel {
  prefijo: string;
  desde: FechaIso;
}

export interface OpcionesContribuciones {
  /** Funnel counts cover [desde, hasta]; the service level is measured as of `hasta` for every period. */
  desde: FechaIso;
  hasta: FechaIso;
  periodos: readonly PeriodoNivel[];
  /**
   * Extra conditions on the order (alias p: p.sucursal_id, p.cliente_id, p.encargado_pedido_id), built with the
   * same `q`, starting with " and ". The scope of the user goes here.
   */
  filtro: (q: Parametros) => string;
}

export const TZ = `'${ZONA_HORARIA_NEGOCIO}'`;
/**
 * States after which a candidate no longer waits on the client's decision: refused (3), interview not passed (5),
 * approved and in contracting (6), no contract (7), showed up (8) or not (9), cancelled (10).
 */
export const ESTADOS_DECIDIDOS = [3, 5, 6, 7, 8, 9, 10];
/** Ordinary client orders: stock orders and the child city lines are not measured (as in the orders dashboard). */
export const SQL_MEDIDO = 'not p.es_stock and not p.es_hijo';

/**
 * The CTEs `pe` (the measured orders), `h8`, `esperando` and `sl` (one row per order with chf, vencido, con_cliente
 * …) that the service-level terms read, as of `hasta`; orders cancelled or finished before `desdeMinimo` are left out.
 * Shared by the counts (sqlContribuciones) and the rows behind a term (filas.ts), so both count the same orders.
 */
export function sqlPedidosNivel(
  q: Parametros,
  o: { hasta: FechaIso; desdeMinimo: FechaIso; filtro: (q: Parametros) => string },
): string {
  const fin = inicioDeDia(o.hasta, 1);
  let sql = `with pe as (select p.id, p.sucursal_id, p.cliente_id, p.encargado_pedido_id as psicologo_id, p.vacantes, p.fecha_solicitud,
      p.fecha_cancelacion, p.fecha_finalizacion,
      coalesce(p.fecha_negociada, p.fecha_ingreso, (p.fecha_solicitud at time zone ${TZ})::date) as plazo
    from pedido p
    where ${SQL_MEDIDO} and p.fecha_solicitud < ${q.v(fin)}::timestamptz
      and (p.fecha_cancelacion is null or p.fecha_cancelacion >= ${q.v(inicioDeDia(o.desdeMinimo))}::timestamptz)
      and (p.fecha_finalizacion is null or p.fecha_finalizacion >= ${q.v(inicioDeDia(o.desdeMinimo))}::timestamptz)${o.filtro(q)})`;

  // Hires on time and whether a candidate waits on the client, per order of `pe`, through the (pedido_id, estado) and
  // (candidato_pedido_id, estado) indexes: a few thousand probes (LATERAL … LIMIT 1 keeps them probes). As aggregated
  // joins over every estado-8/estado-1 event the planner misjudged the anti join (1 row estimated, ~10,000 found)
  // and nested it against `pe`: 10 s for a month.
  sql += `, sl as materialized (select pe.*,
      (pe.fecha_cancelacion is not null and pe.fecha_cancelacion < ${q.v(fin)}::timestamptz) as cancelado,
      (pe.fecha_finalizacion is not null and pe.fecha_finalizacion < ${q.v(fin)}::timestamptz) as terminado,
      pe.plazo <= ${q.v(o.hasta)}::date as vencido,
      least(pe.vacantes, h8.n) as chf,
      (w.x is not null) as con_cliente
    from pe
    cross join lateral (select count(*)::int as n from hito_candidato_pedido h
        where h.pedido_id = pe.id and h.estado = 8 and h.fecha < ${q.v(fin)}::timestamptz and h.dia <= pe.plazo) h8
    left join lateral (${sqlEsperaCliente('pe.id', () => `${q.v(fin)}::timestamptz`)}) w on true)`;
  return sql;
}

/**
 * One row (`x`) when a candidate of order `pedido` was sent to the client before `fin` and had no deciding state by
 * then: probes of the (pedido_id, estado) index and the partial index of deciding states, stopped at the first (LIMIT 1
 * also keeps PostgreSQL from turning it into a hash over every event). `fin` is called at each place it appears.
 */
export function sqlEsperaCliente(pedido: string, fin: () => string): string {
  return `select true as x from hito_candidato_pedido h
        where h.pedido_id = ${pedido} and h.estado = 1 and h.fecha < ${fin()}
          and not exists (select 1 from hito_candidato_pedido d where d.candidato_pedido_id = h.candidato_pedido_id
            and d.estado in (${ESTADOS_DECIDIDOS.join(', ')}) and d.fecha < ${fin()})
        limit 1`;
}

const ABIERTO = '(not s.cancelado and not s.terminado)';
const PENDIENTE_CLIENTE = `(${ABIERTO} and s.vencido and s.chf < s.vacantes and s.con_cliente)`;
const MEDIBLE = `(${ABIERTO} and s.vencido and not ${PENDIENTE_CLIENTE})`;

/**
 * What one order (a row `s` with cancelado, terminado, vencido, chf, vacantes, con_cliente, fecha_solicitud,
 * fecha_finalizacion: `sl` here, `sc` in columnas-directas-sql.ts) adds to a term for the period starting `desde` (vacancies, or 1 for PPCC);
 * definitions in packages/rules/src/reportes/nivel-servicio.ts.
 */
export function sqlAporteTermino(
  q: Parametros,
  termino: TerminoNivelServicio,
  desde: FechaIso | { columna: string },
): string {
  // The period's start: a day (a parameter) or, for several columns at once, a column of `s` (columnas-directas-sql.ts).
  const inicio = () =>
    typeof desde === 'string' ? `${q.v(inicioDeDia(desde))}::timestamptz` : desde.columna;
  const recibido = (antes: boolean) => `s.fecha_solicitud ${antes ? '<' : '>='} ${inicio()}`;
  switch (termino) {
    case 'vPaCHF':
      return `case when ${MEDIBLE} and ${recibido(true)} then s.chf else 0 end`;
    case 'vPCHF':
      return `case when ${MEDIBLE} and ${recibido(false)} then s.chf else 0 end`;
    case 'vFCHF':
      return `case when not s.cancelado and s.terminado and s.fecha_finalizacion >= ${inicio()} then s.chf else 0 end`;
    case 'CEP':
      return `case when ${ABIERTO} and not s.vencido then s.chf else 0 end`;
    case 'vPa':
      return `case when ${MEDIBLE} and ${recibido(true)} then s.vacantes else 0 end`;
    case 'vP':
      return `case when ${MEDIBLE} and ${recibido(false)} then s.vacantes else 0 end`;
    case 'PPCC':
      return `case when ${PENDIENTE_CLIENTE} then 1 else 0 end`;
  }
}

/**
 * `select sucursal_id, cliente_id, psicologo_id, <funnel columns>, <prefixed term columns>` grouped by those keys,
 * every count an int. Values travel as parameters of `q`, in text order.
 */
export function sqlContribuciones(q: Parametros, o: OpcionesContribuciones): string {
  // Every q.v() call below happens in the order its "?" appears in the final text.
  const fin = inicioDeDia(o.hasta, 1);
  const ini = inicioDeDia(o.desde);
  const desdeMinimo = [o.desde, ...o.periodos.map((p) => p.desde)].sort()[0]!;
  const c = COLUMNAS_EMBUDO;
  const ceros = (excepto: string[]) =>
    Object.values(c)
      .filter((col) => !excepto.includes(col))
      .map((col) => `0 as ${col}`);
  const terminosCero = o.periodos.flatMap((p) =>
    Object.values(COLUMNAS_TERMINO).map((t) => `0 as ${p.prefijo}${t}`),
  );
  const orden = [
    ...Object.values(c),
    ...o.periodos.flatMap((p) => Object.values(COLUMNAS_TERMINO).map((t) => p.prefijo + t)),
  ];
  const seleccion = (sub: string) =>
    `select sucursal_id, cliente_id, psicologo_id, ${orden.join(', ')} from (${sub}) x`;

  let sql = sqlPedidosNivel(q, { hasta: o.hasta, desdeMinimo, filtro: o.filtro });

  sql += `
    select sucursal_id, cliente_id, psicologo_id, ${orden.map((col) => `sum(${col})::int as ${col}`).join(', ')}
    from (`;

  const porPedido = () => {
    let t = `select s.sucursal_id, s.cliente_id, s.psicologo_id,
      (s.fecha_solicitud >= ${q.v(ini)}::timestamptz)::int as ${c.pedidosRecibidos},
      case when s.fecha_solicitud >= ${q.v(ini)}::timestamptz then s.vacantes else 0 end as ${c.vacantes},
      ${ceros([c.pedidosRecibidos, c.vacantes, c.pedidosCancelados, c.pedidosTerminados]).join(', ')},
      coalesce(s.fecha_cancelacion >= ${q.v(ini)}::timestamptz and s.fecha_cancelacion < ${q.v(fin)}::timestamptz, false)::int as ${c.pedidosCancelados},
      coalesce(s.fecha_finalizacion >= ${q.v(ini)}::timestamptz and s.fecha_finalizacion < ${q.v(fin)}::timestamptz, false)::int as ${c.pedidosTerminados}`;
    for (const p of o.periodos) {
      for (const [termino, columna] of Object.entries(COLUMNAS_TERMINO) as [TerminoNivelServicio, string][]) {
        t += `,
      ${sqlAporteTermino(q, termino, p.desde)} as ${p.prefijo}${columna}`;
      }
    }
    return `${t}
    from sl s`;
  };
  sql += seleccion(porPedido());

  const E = ESTADOS_MEDIDA_CANDIDATO;
  const cuenta = (estados: readonly number[]) =>
    `count(*) filter (where h.estado in (${estados.join(', ')}))::int`;
  const porHito = () => `select p.sucursal_id, p.cliente_id, p.encargado_pedido_id as psicologo_id,
      ${ceros([c.hvEnviadas, c.validadas, c.entrevistas, c.aprobados, c.contratados, c.rechazados]).join(', ')},
      ${cuenta(E.hvEnviadas)} as ${c.hvEnviadas}, ${cuenta(E.validadas)} as ${c.validadas}, ${cuenta(E.entrevistas)} as ${c.entrevistas},
      ${cuenta(E.aprobados)} as ${c.aprobados}, ${cuenta(E.contratados)} as ${c.contratados}, ${cuenta(E.rechazados)} as ${c.rechazados}${
        terminosCero.length
          ? `,
      ${terminosCero.join(', ')}`
          : ''
      }
    from hito_candidato_pedido h join pedido p on p.id = h.pedido_id
    where h.dia between ${q.v(o.desde)}::date and ${q.v(o.hasta)}::date and h.estado between 1 and 9 and ${SQL_MEDIDO}${o.filtro(q)}
    group by 1, 2, 3`;
  sql += ` union all ${seleccion(porHito())}) u
    group by sucursal_id, cliente_id, psicologo_id`;
  return sql;
}

/** The periods of the terms stored per day: the week (from Monday) and the month up to the day. */
export function periodosDelDia(dia: FechaIso): PeriodoNivel[] {
  return [
    { prefijo: PREFIJO_SEMANA, desde: lunesDeSemana(dia) },
    { prefijo: PREFIJO_MES, desde: `${dia.slice(0, 7)}-01` },
  ];
}
