/**
 * The compatibility score of `@talento/rules` (stock/compatibilidad.ts) written in SQL, from the rule's own
 * constants, and the one statement behind `pedidos.sugeridos` (also run directly by the benchmark). The parts
 * use integer arithmetic only (integer division floors), like the rule; `sugeridos.test.ts` checks that both
 * give the same numbers for varied CVs. Only fixed fragments and integer constants are concatenated; every
 * value is a parameter.
 */
import {
  type AlcanceClientes,
  ESTADOS_PEDIDO_ACTIVOS,
  LIMITE_POOL_SUGERIDOS,
  NIVEL_REQUERIDO_POR_EDUCACION,
  PARTES_COMPATIBILIDAD,
  PESOS_COMPATIBILIDAD as P,
  REGLAS_COMPATIBILIDAD as R,
  TAMANO_PAGINA_SUGERIDOS,
  type ParteCompatibilidad,
} from '@talento/rules';
import type { Consulta } from '../../pedidos';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';

const n = (x: number): string => String(Math.trunc(x));

/** Required CV level for the profile's education (`pf.educacion`), null when indifferent. */
const nivelRequerido = `case pf.educacion ${Object.entries(NIVEL_REQUERIDO_POR_EDUCACION)
  .map(([educacion, nivel]) => `when ${n(Number(educacion))} then ${n(nivel)}`)
  .join(' ')} end`;

/**
 * Columns of the order's requirements (`r`), from an order `p` joined with its profile `pf`, the profile's
 * position `cg` and the line's city `ci`; `hoy` is the calendar day the score is computed for. Placeholders are
 * taken from `q` in text order: call these builders in the order their text appears.
 */
export function sqlRequisitos(q: Parametros, hoy: string): string {
  return `p.id as pedido_id, p.cliente_id, p.ciudad_id, ci.departamento,
    pf.edad_minima, pf.edad_maxima, pf.genero, ${nivelRequerido} as nivel_requerido,
    (${q.v(hoy)}::date - make_interval(years => pf.edad_maxima + 1))::date as nacido_despues_de,
    (${q.v(hoy)}::date - make_interval(years => pf.edad_minima))::date as nacido_hasta,
    btrim(lower(immutable_unaccent(coalesce(cg.nombre, '')))) as cargo,
    ${SQL_PATRON_CARGO} as cargo_patron,
    coalesce(p.salario, pf.salario) as salario`;
}

/**
 * A cheap pre-filter of the position match, so unaccent (the costliest step of the score) runs only on likely
 * matches: the profile's normalised position name as a LIKE pattern over the CV's lower-cased text, with every
 * letter an accent could sit on (vowels, n, c) as a one-character wildcard. Whatever unaccent would match, this
 * matches too (an accented letter is one character), so it never changes the result.
 */
const SQL_PATRON_CARGO = `'%' || regexp_replace(replace(replace(replace(btrim(lower(immutable_unaccent(coalesce(cg.nombre, '')))), '\\', '\\\\'), '%', '\\%'), '_', '\\_'), '[aeiounc]', '_', 'g') || '%'`;

/** `from` fragment for `sqlRequisitos` (an order `p`). */
export const SQL_JOIN_REQUISITOS = `join perfil pf on pf.id = p.perfil_seleccion_id
  left join cargo cg on cg.id = pf.cargo_id
  left join ciudad ci on ci.id = p.ciudad_id`;

/**
 * One expression per part, for a CV row `s` (ciudad_id, nacimiento, genero, nivel_academico, aspiracion,
 * porcentaje_total), its city `cs`, its days in the position `x.dias` and its latest digital-test rating `pr`,
 * against the requirements `r` (sqlRequisitos).
 */
export const SQL_PARTES: Record<ParteCompatibilidad, string> = {
  ciudad: `case when r.ciudad_id is null or s.ciudad_id is null then 0 when s.ciudad_id = r.ciudad_id then ${n(P.ciudad)}
    when r.departamento is not null and cs.departamento = r.departamento then ${n(R.ciudadMismoDepartamento)} else 0 end`,
  edad: `case when r.edad_minima is null and r.edad_maxima is null then ${n(P.edad)} when s.nacimiento is null then 0
    when (r.nacido_despues_de is null or s.nacimiento > r.nacido_despues_de) and (r.nacido_hasta is null or s.nacimiento <= r.nacido_hasta) then ${n(P.edad)} else 0 end`,
  genero: `case when r.genero = 0 or s.genero = r.genero then ${n(P.genero)} else 0 end`,
  educacion: `case when r.nivel_requerido is null then ${n(P.educacion)} when s.nivel_academico is null then 0
    when s.nivel_academico >= r.nivel_requerido then ${n(P.educacion)} when s.nivel_academico = r.nivel_requerido - 1 then ${n(R.educacionUnNivelMenos)} else 0 end`,
  experiencia: `least(${n(P.experiencia)}, (${n(P.experiencia)} * (coalesce(x.dias, 0) / ${n(R.diasPorMes)})) / ${n(R.mesesExperienciaPlena)})`,
  salario: `case when s.aspiracion is null then ${n(R.salarioSinAspiracion)} when r.salario is null or s.aspiracion <= r.salario then ${n(P.salario)}
    when s.aspiracion * 100 <= r.salario * ${n(100 + R.toleranciaSalarioPct)} then ${n(R.salarioTolerado)} else 0 end`,
  pruebas: `case when coalesce(pr.descartado, true) or pr.puntaje is null then 0
    else (${n(P.pruebas)} * least(10000, greatest(0, round(pr.puntaje * 100)::int))) / 10000 end`,
  hojaDeVida: `(${n(P.hojaDeVida)} * least(10000, greatest(0, round(s.porcentaje_total * 100)::int))) / 10000`,
};

/**
 * Joins that feed SQL_PARTES for a CV row `s` (needs s.id = hoja_de_vida id, s.candidato_id) against `r`:
 * its city, its days in the position (CTE `dias_en_cargo`, sqlDiasEnCargo) and its latest digital-test rating
 * (CTE `ultimas_pruebas`, sqlUltimasPruebas).
 */
export function sqlJoinPartes(): string {
  return `left join ciudad cs on cs.id = s.ciudad_id
  left join dias_en_cargo x on x.hoja_de_vida_id = s.id
  left join ultimas_pruebas pr on pr.candidato_id = s.candidato_id`;
}

/**
 * CTE `ultimas_pruebas`: the latest digital-test rating of each candidate of `desde` (a query of candidate ids),
 * found in one pass (a lookup per CV, ordered by date and id, costs more than the rest of the score).
 */
export const sqlUltimasPruebas = (desde: string): string => `ultimas_pruebas as (
  select distinct on (c.candidato_id) c.candidato_id, c.puntaje_global_reportado as puntaje, c.descartado
  from calificacion_prueba_digital c where c.candidato_id in (${desde})
  order by c.candidato_id, c.fecha desc, c.id desc
)`;

/**
 * CTE `dias_en_cargo`: per CV of `hojas` (a query of CV ids), the days in experiences whose position contains the
 * profile's position name (`r.cargo`), until `hoy` when current; one index-only scan over all the CVs at once,
 * the requirement read once (scalar subqueries) instead of joined per experience row.
 */
export const sqlDiasEnCargo = (q: Parametros, hoy: string, hojas: string): string => `dias_en_cargo as (
  select e.hoja_de_vida_id, sum(greatest(0, coalesce(e.fecha_retiro, ${q.v(hoy)}::date) - e.fecha_ingreso))::int as dias
  from experiencia e
  where e.hoja_de_vida_id = any (array(${hojas})) and e.fecha_ingreso is not null and (select r.cargo from r) <> ''
    and lower(e.cargo) like (select r.cargo_patron from r) and position((select r.cargo from r) in lower(immutable_unaccent(e.cargo))) > 0
  group by e.hoja_de_vida_id
)`;

/** The parts as columns `p_<parte>`. */
export const SQL_COLUMNAS_PARTES = PARTES_COMPATIBILIDAD.map((k) => `${SQL_PARTES[k]} as p_${k}`).join(
  ',\n  ',
);
/** Their sum, over a row that has the `p_<parte>` columns. */
export const SQL_SUMA_PARTES = PARTES_COMPATIBILIDAD.map((k) => `p_${k}`).join(' + ');

/**
 * Suggested candidates of one order of the caller's clients: the available (0) people living in the order's
 * city, not barred by its client and not active in it, the LIMITE_POOL_SUGERIDOS with the newest CVs, ranked
 * by score (ties: newest CV). One row: `existe` (the order is in scope), `total` and the page as JSON.
 * The city and client are read through scalar subqueries and the barred / active people are arrays computed
 * once, so the pool is one ordered index range (hoja_de_vida_sugeridos, migration …000012_sugeridos) read only
 * up to the limit (anti-joins would read and sort the whole city).
 */
export function consultaSugeridos(
  alcance: AlcanceClientes,
  pedidoId: number,
  hoy: string,
  pagina: number,
): Consulta {
  const q = new Parametros();
  // Template parts are evaluated left to right, so the placeholders follow the text.
  const sql = `with r as materialized (
  select ${sqlRequisitos(q, hoy)}
  from pedido p ${SQL_JOIN_REQUISITOS}
  where p.id = ${q.v(Math.trunc(pedidoId))}${sqlAlcance(q, alcance)}
),
s as materialized (
  select h.id, h.candidato_id, h.candidato_ciudad_donde_vive_id as ciudad_id, h.candidato_fecha_nacimiento as nacimiento,
    h.candidato_genero as genero, h.nivel_academico, h.aspiracion_salarial_minima as aspiracion, h.porcentaje_total, h.fecha_modificacion
  from hoja_de_vida h
  where h.candidato_ciudad_donde_vive_id = (select r.ciudad_id from r) and h.candidato_disponibilidad = 0
    and h.candidato_id <> all (array(select v.candidato_id from candidato_vetado v where v.cliente_id = (select r.cliente_id from r)))
    and h.candidato_id <> all (array(select cp.candidato_id from candidato_pedido cp where cp.pedido_id = (select r.pedido_id from r) and cp.activo))
  order by h.fecha_modificacion desc, h.id desc
  limit ${n(LIMITE_POOL_SUGERIDOS)}
),
${sqlUltimasPruebas('select s.candidato_id from s')},
${sqlDiasEnCargo(q, hoy, 'select s.id from s')},
puntuados as materialized (
  select t.*, ${SQL_SUMA_PARTES} as puntaje from (
    select s.id, s.candidato_id, s.fecha_modificacion, cs.nombre as ciudad,
    ${SQL_COLUMNAS_PARTES}
    from s cross join r
    ${sqlJoinPartes()}
  ) t
),
pagina as (
  select * from puntuados order by puntaje desc, fecha_modificacion desc, id desc limit ${q.v(TAMANO_PAGINA_SUGERIDOS)} offset ${q.v((Math.trunc(pagina) - 1) * TAMANO_PAGINA_SUGERIDOS)}
)
select exists (select 1 from r) as existe, (select count(*)::int from s) as total,
  (select coalesce(json_agg(json_build_object('candidatoId', k.id, 'hojaDeVidaId', g.id,
      'nombre', concat_ws(' ', k.nombre1, k.nombre2, k.apellido1, k.apellido2), 'numeroDocumento', k.numero_documento, 'ciudad', g.ciudad,
      'puntaje', g.puntaje, ${PARTES_COMPATIBILIDAD.map((k) => `'p_${k}', g.p_${k}`).join(', ')})
    order by g.puntaje desc, g.fecha_modificacion desc, g.id desc), '[]'::json)
   from pagina g join candidato k on k.id = g.candidato_id) as filas`;
  return { sql, params: q.valores };
}

/**
 * The CV side (spec 02 §7 "pending orders with compatibility score per candidate"): the current orders (states
 * 2–4, ordinary or stock, each city line) of the caller's clients whose client has not barred the person and in
 * which the person is not active (optionally of one client), ranked by the same score for the person's CV (ties: newest order). One row:
 * `existe` (the person has a CV), `total` and the page as JSON.
 */
export function consultaPendientesConPuntaje(
  alcance: AlcanceClientes,
  candidatoId: number,
  clienteId: number | undefined,
  hoy: string,
  pagina: number,
): Consulta {
  const q = new Parametros();
  const sql = `with s as materialized (
  select h.id, h.candidato_id, k.ciudad_donde_vive_id as ciudad_id, k.fecha_nacimiento as nacimiento, k.genero,
    h.nivel_academico, h.aspiracion_salarial_minima as aspiracion, h.porcentaje_total
  from hoja_de_vida h join candidato k on k.id = h.candidato_id where h.candidato_id = ${q.v(Math.trunc(candidatoId))}
),
experiencias as materialized (
  select lower(immutable_unaccent(e.cargo)) as cargo, e.fecha_ingreso, e.fecha_retiro
  from experiencia e where e.hoja_de_vida_id = (select s.id from s) and e.fecha_ingreso is not null
),
${sqlUltimasPruebas('select s.candidato_id from s')},
r as materialized (
  select ${sqlRequisitos(q, hoy)}, p.nombre_cargo, p.es_stock, p.estado_pedido, cl.nombre as cliente_nombre, ci.nombre as ciudad_nombre
  from pedido p join cliente cl on cl.id = p.cliente_id ${SQL_JOIN_REQUISITOS}
  where p.estado_pedido = any(${q.v(`{${ESTADOS_PEDIDO_ACTIVOS.map(n).join(',')}}`)}::int[]) and p.ciudad_id is not null${sqlAlcance(q, alcance)}${clienteId === undefined ? '' : ` and p.cliente_id = ${q.v(Math.trunc(clienteId))}`}
    and not exists (select 1 from candidato_vetado v where v.candidato_id = (select s.candidato_id from s) and v.cliente_id = p.cliente_id)
    and not exists (select 1 from candidato_pedido cp where cp.pedido_id = p.id and cp.candidato_id = (select s.candidato_id from s) and cp.activo)
),
puntuados as materialized (
  select t.*, ${SQL_SUMA_PARTES} as puntaje from (
    select r.pedido_id, r.nombre_cargo, r.es_stock, r.estado_pedido, r.cliente_nombre, r.ciudad_nombre,
    ${SQL_COLUMNAS_PARTES}
    from r cross join s
    left join ciudad cs on cs.id = s.ciudad_id
    left join lateral (select sum(greatest(0, coalesce(ex.fecha_retiro, ${q.v(hoy)}::date) - ex.fecha_ingreso))::int as dias
      from experiencias ex where r.cargo <> '' and position(r.cargo in ex.cargo) > 0) x on true
    left join ultimas_pruebas pr on pr.candidato_id = s.candidato_id
  ) t
)
select exists (select 1 from s) as existe, (select count(*)::int from puntuados) as total,
  (select coalesce(json_agg(json_build_object('pedidoId', g.pedido_id, 'nombreCargo', g.nombre_cargo, 'cliente', g.cliente_nombre,
      'ciudad', g.ciudad_nombre, 'esStock', g.es_stock, 'estado', g.estado_pedido, 'puntaje', g.puntaje,
      ${PARTES_COMPATIBILIDAD.map((k) => `'p_${k}', g.p_${k}`).join(', ')}) order by g.puntaje desc, g.pedido_id desc), '[]'::json)
   from (select * from puntuados order by puntaje desc, pedido_id desc
     limit ${q.v(TAMANO_PAGINA_SUGERIDOS)} offset ${q.v((Math.trunc(pagina) - 1) * TAMANO_PAGINA_SUGERIDOS)}) g) as filas`;
  return { sql, params: q.valores };
}
