/**
 * SQL building blocks of the order dashboards, on the API's parameter builder (nucleo/sql/parametros.ts). The client
 * scope (nucleo/sql/alcance.ts) is part of every query.
 */
import { ESTADOS_FILTRO_CANDIDATO } from '@talento/rules';
import type { Parametros } from '../../../nucleo/sql/parametros';

/** Ordinary orders only; 112 child city lines are never cards (their parent shows the line count). */
export const SQL_PEDIDO_ORDINARIO = 'not p.es_stock and not p.es_hijo';

export interface FiltrosUbicacion {
  ciudadId?: number | undefined;
  sucursalId?: number | undefined;
  clienteId?: number | undefined;
}

/** City (own city or one of its child lines), branch and client. */
export function sqlUbicacion(q: Parametros, f: FiltrosUbicacion): string {
  let sql = '';
  if (f.ciudadId !== undefined) {
    const c = q.v(f.ciudadId);
    const h = q.v(f.ciudadId);
    sql += ` and (p.ciudad_id = ${c} or exists (select 1 from pedido h where h.pedido_padre_id = p.id and h.ciudad_id = ${h}))`;
  }
  if (f.sucursalId !== undefined) sql += ` and p.sucursal_id = ${q.v(f.sucursalId)}`;
  if (f.clienteId !== undefined) sql += ` and p.cliente_id = ${q.v(f.clienteId)}`;
  return sql;
}

/** Candidate-state filter 1–6 (ESTADOS_FILTRO_CANDIDATO); 5 "Sin definir": nobody sent to the client yet. */
export function sqlEstadoCandidato(estadoCandidato: number | undefined): string {
  if (estadoCandidato === undefined) return '';
  const estados = ESTADOS_FILTRO_CANDIDATO[estadoCandidato];
  if (!estados) return ' and false';
  if (estados.length === 0) {
    return ' and not exists (select 1 from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido <> 0)';
  }
  const lista = estados.map((n) => Math.trunc(n)).join(', ');
  return ` and exists (select 1 from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido in (${lista}))`;
}

export function sqlFac(fac: 'definidos' | 'sin_definir' | undefined): string {
  if (fac === 'definidos') return ' and p.fac_id is not null';
  if (fac === 'sin_definir') return ' and p.fac_id is null';
  return '';
}

/**
 * The user's orders: they are its encargado (the psychologist who works it), its lead executive or its creator.
 * One definition for the home page's "Mis pendientes" and the dashboard's "Mis pedidos".
 */
export function sqlEsDelUsuario(q: Parametros, usuarioId: number): string {
  return `(p.encargado_pedido_id = ${q.v(usuarioId)} or p.ejecutivo_lider_id = ${q.v(usuarioId)} or p.created_by_id = ${q.v(usuarioId)})`;
}

/** Days elapsed (calendar days in `tz`) from approval, or request while not approved, to `hasta`. */
export function sqlTranscurridos(q: Parametros, hoy: string, tz: string, hasta = ''): string {
  const fin = hasta
    ? `coalesce((${hasta} at time zone ${q.v(tz)})::date, ${q.v(hoy)}::date)`
    : `${q.v(hoy)}::date`;
  return `(${fin} - (coalesce(p.fecha_aprobacion, p.fecha_solicitud) at time zone ${q.v(tz)})::date)`;
}

/** Remaining search days of the computed set `f` (capped at the search days), as the cards show them. */
export const SQL_RESTANTES = 'least(f.dias_busqueda, f.dias_busqueda - f.transcurridos)';
/** A current order is vencido when no search days remain (indicadorVigente in rules). */
export const SQL_VENCIDO = `${SQL_RESTANTES} <= 0`;

/** Active candidate of the order hired (state 8, "Se presenta en lugar de trabajo"). */
export const SQL_TIENE_CONTRATADOS =
  'exists (select 1 from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido = 8)';

/**
 * The columns of a card, aliased with the exact keys of TarjetaPedido (rules), read from `b` (the
 * filtered, limited orders) and its joins. PostgreSQL turns the rows into one JSON text (json_agg), so
 * the server relays a single value per response instead of walking thousands of them.
 */
export function sqlColumnasTarjeta(q: Parametros, tz: string): string {
  // Local calendar day as a `date` (JSON renders it 'YYYY-MM-DD'; cheaper than to_char per row).
  const dia = (columna: string) => `(${columna} at time zone ${q.v(tz)})::date`;
  return `b.id, b.estado_pedido as estado, c.id as "clienteId", c.nombre as "clienteNombre",
    c.tipo_documento as "clienteTipoDocumento", c.numero_documento as "clienteNumeroDocumento", b.nombre_cargo as cargo,
    ci.nombre as ciudad, (case when b.ciudad_id is null then 0 else 1 end) + coalesce(hl.n, 0) as "lineasCiudad",
    s.nombre as sucursal, ${dia('b.fecha_solicitud')} as "fechaSolicitud", b.fecha_ingreso as "fechaIngreso",
    b.vacantes, b.vacantes_cumplidas as "vacantesCumplidas", b.numero_candidatos_preseleccion as preseleccionados, b.numero_candidatos_seleccion as seleccionados,
    b.dias_busqueda as "diasBusqueda", greatest(0, b.transcurridos) as "diasTranscurridos",
    least(b.dias_busqueda, b.dias_busqueda - b.transcurridos) as "diasRestantes",
    trim(u.first_name || ' ' || u.last_name) as creador, nullif(trim(ue.first_name || ' ' || ue.last_name), '') as encargado, b.salario::float8 as salario, b.tipo_pedido as "tipoPedido",
    b.prueba_fac as "pruebaFac", b.prueba_detac as "pruebaDetac", b.prueba_comp as "pruebaComp", b.prueba_idisc as "pruebaIdisc",
    b.prueba_valores as "pruebaValores", b.prueba_entrevistas as "pruebaEntrevistas",
    b.fac_id is not null as "tieneFac", b.es_destacado as "esDestacado",
    ${dia('b.fecha_cierre')} as "fechaCierre", b.causa_cancelacion as "causaCancelacion"`;
}

export const SQL_JOINS_TARJETA = `
  join cliente c on c.id = b.cliente_id
  join usuario u on u.id = b.created_by_id
  left join usuario ue on ue.id = b.encargado_pedido_id
  left join ciudad ci on ci.id = b.ciudad_id
  left join sucursal s on s.id = b.sucursal_id
  left join lateral (
    select count(*)::int as n from pedido h where b.estado_pedido = 111 and h.pedido_padre_id = b.id and h.es_hijo
  ) hl on true`;

/** Columns the filtered set `b` carries (pedido p joined with its profile pf). */
export function sqlColumnasBase(q: Parametros, hoy: string, tz: string, cierre: string | null): string {
  const fechaCierre = cierre ?? 'null::timestamptz';
  return `p.id, p.estado_pedido, p.cliente_id, p.ciudad_id, p.sucursal_id, p.nombre_cargo, p.fecha_solicitud, p.fecha_ingreso,
    p.vacantes, p.vacantes_cumplidas, p.numero_candidatos_preseleccion, p.numero_candidatos_seleccion, p.created_by_id, p.encargado_pedido_id, p.salario, p.tipo_pedido, p.fac_id, p.es_destacado,
    p.prueba_fac, p.prueba_detac, p.prueba_comp, p.prueba_idisc, p.prueba_valores, p.prueba_entrevistas, p.causa_cancelacion,
    ${fechaCierre} as fecha_cierre, coalesce(pf.tiempo_dias_busqueda, 0) as dias_busqueda,
    ${sqlTranscurridos(q, hoy, tz, cierre ?? '')} as transcurridos`;
}
