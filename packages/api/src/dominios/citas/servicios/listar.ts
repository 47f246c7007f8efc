/**
 * /dashboard-cita (spec 03 §2, §7, §9): 15 per page, newest interview first. Plain SQL over the indexed columns
 * (branch + state + date, date alone); the client scope and every filter are parameters of the same query, and
 * the page and its count are two queries so the page can stop early on the date index.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CITAS_PAGE_SIZE,
  CITAS_TOPE_CONTEO,
  filtrosNoPermitidos,
  inicioDelDia,
  MENSAJES_CITAS,
  sumarDias,
  vistaPreviaComentario,
  type FiltrosCitas,
  type OrdenCitas,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import type { CitaFilaDto, ListaCitasDto } from '../dto';
import { leerFila, listaSelect } from '../../../nucleo/sql/columnas';
import { consultaPreparada, textoPorForma } from '../../../nucleo/sql/consulta-preparada';
import { Parametros } from '../../../nucleo/sql/parametros';
import { escaparLike } from '../../fac';
import { sqlAlcanceCita } from './alcance';
import { AUXILIARES_CITA, COLUMNAS_CITA } from './listar-columnas';

const NOMBRE_CANDIDATO = `immutable_unaccent(lower(coalesce(ca.nombre1, '') || ' ' || coalesce(ca.nombre2, '') || ' ' || coalesce(ca.apellido1, '') || ' ' || coalesce(ca.apellido2, '') || ' ' || coalesce(ce.nombres, '') || ' ' || coalesce(ce.apellidos, '')))`;

/** WHERE clause (after `where true`) of the scope and the filters. */
function condiciones(q: Parametros, alcance: UsuarioSesion['alcance'], f: FiltrosCitas): string {
  let sql = sqlAlcanceCita(q, alcance);
  // Word by word: the indexed name joins its parts with single spaces, so a missing second name leaves two spaces in a
  // row and "Nombre Apellido" as one pattern would not match it. Each word uses the same trigram index.
  for (const palabra of (f.nombreCandidato ?? '').split(/\s+/).filter(Boolean).slice(0, 6)) {
    sql += ` and ${NOMBRE_CANDIDATO} like '%' || immutable_unaccent(lower(${q.v(escaparLike(palabra))})) || '%'`;
  }
  // The document as typed, registered or spontaneous (both columns are indexed).
  if (f.documento !== undefined)
    sql += ` and (ca.numero_documento = ${q.v(f.documento)} or ce.cedula = ${q.v(f.documento)})`;
  if (f.correoEnviado !== undefined) sql += ` and c.correo_enviado = ${q.v(f.correoEnviado)}`;
  if (f.comentario)
    sql += ` and immutable_unaccent(lower(coalesce(c.comentario, ''))) like '%' || immutable_unaccent(lower(${q.v(escaparLike(f.comentario))})) || '%'`;
  if (f.citaPadreReagendadaId !== undefined)
    sql += ` and c.cita_padre_reagendada_id = ${q.v(f.citaPadreReagendadaId)}`;
  if (f.clienteId !== undefined) sql += ` and c.cliente_id = ${q.v(f.clienteId)}`;
  if (f.razonEntrevista !== undefined) sql += ` and c.razon_entrevista = ${q.v(f.razonEntrevista)}`;
  if (f.estado1 !== undefined) sql += ` and c.estado1_id = ${q.v(f.estado1)}`;
  if (f.estado2 !== undefined) sql += ` and c.estado2_id = ${q.v(f.estado2)}`;
  if (f.usuarioCreadorId !== undefined) sql += ` and c.usuario_creador_id = ${q.v(f.usuarioCreadorId)}`;
  if (f.sucursalId !== undefined) sql += ` and c.sucursal_id = ${q.v(f.sucursalId)}`;
  if (f.encargadoId !== undefined) sql += ` and c.persona_acargo_entrevista_id = ${q.v(f.encargadoId)}`;
  if (f.ciudadId !== undefined) sql += ` and c.ciudad_id = ${q.v(f.ciudadId)}`;
  // Days are Bogotá's: [start of desde, start of the day after hasta).
  const columna = f.campoFecha === 'creacion' ? 'c.created_at' : 'c.fecha_hora_entrevista';
  if (f.desde) sql += ` and ${columna} >= ${q.v(inicioDelDia(f.desde).toISOString())}::timestamptz`;
  if (f.hasta)
    sql += ` and ${columna} < ${q.v(inicioDelDia(sumarDias(f.hasta, 1)).toISOString())}::timestamptz`;
  return sql;
}

/**
 * The page's ORDER BY inside the statement and on its result (by the page's column names). The default keeps the
 * date index's early stop; the candidate's name sorts every matching row (chosen by the user, usually filtered).
 */
const ORDENES: Record<OrdenCitas, { interno: string; externo: string }> = {
  entrevista_desc: {
    interno: 'c.fecha_hora_entrevista desc, c.id desc',
    externo: 'pagina."fechaHoraEntrevista" desc, pagina.id desc',
  },
  entrevista_asc: {
    interno: 'c.fecha_hora_entrevista asc, c.id asc',
    externo: 'pagina."fechaHoraEntrevista" asc, pagina.id asc',
  },
  candidato_asc: {
    interno: `${COLUMNAS_CITA.candidato.sql} asc, c.id asc`,
    externo: 'pagina.candidato asc, pagina.id asc',
  },
  candidato_desc: {
    interno: `${COLUMNAS_CITA.candidato.sql} desc, c.id desc`,
    externo: 'pagina.candidato desc, pagina.id desc',
  },
};

const ref = (id: number | null, nombre: string | null) => (id === null ? null : { id, nombre: nombre ?? '' });

/** Rows the count stops at for page `pagina`: the page's offset plus the cap (one more row says "there are more"). */
export function topeConteo(pagina: number, tope = CITAS_TOPE_CONTEO): number {
  return (pagina - 1) * CITAS_PAGE_SIZE + tope;
}

/** The page's select list, written once (the columns do not depend on the filters). */
const SELECT_CITA = listaSelect({ ...COLUMNAS_CITA, ...AUXILIARES_CITA });
const DESDE_CITA = `from cita c
      left join candidato ca on ca.id = c.candidato_id
      left join candidato_espontaneo ce on ce.id = c.candidato_espontaneo_id`;
const textosLista = new Map<string, string>();

/**
 * The page and its count for the user's scope and the filters, as ONE statement with `?` placeholders (one round trip
 * per request): the service runs it, the `citas` bench runs the very same statement directly to measure the floor.
 * The count stops one row past `topeConteo` (a default view over 300,000 appointments would otherwise scan them all
 * on every request). There is always one row (the count); page columns are null when the page is empty.
 */
export function consultaListaCitas(
  alcance: UsuarioSesion['alcance'],
  f: FiltrosCitas,
  tope = CITAS_TOPE_CONTEO,
): { sql: string; params: unknown[] } {
  const q = new Parametros();
  // The count's placeholders come first: they appear first in the text.
  // The count's cap and the page's offset are written as numbers, not parameters: with them as parameters PostgreSQL
  // kept re-planning the statement on every execution (custom plans, ~0.5 ms each); the default view then has no
  // parameter at all and its plan is made once per connection. Both are integers computed here from a validated page.
  const condicionesConteo = condiciones(q, alcance, f);
  const donde = condiciones(q, alcance, f);
  const limiteConteo = Math.trunc(topeConteo(f.pagina, tope) + 1);
  const offset = Math.trunc((f.pagina - 1) * CITAS_PAGE_SIZE);
  const orden = ORDENES[f.orden ?? 'entrevista_desc'];
  // The text depends on these alone (the values are placeholders): one string object per shape.
  const forma = `${donde}|${f.orden ?? ''}|${limiteConteo}|${offset}`;
  const sql = textoPorForma(textosLista, forma, () => {
    const conteo = `select count(*)::int as total from (select 1 ${DESDE_CITA} where true${condicionesConteo} limit ${limiteConteo}) t`;
    // Names come from scalar subqueries, not joins: with seven joins PostgreSQL spent 45-80 ms planning a query that
    // runs in 1 ms (measured on 300,000 appointments); the subqueries run only for the rows of the page.
    const pagina = `select ${SELECT_CITA}
      ${DESDE_CITA}
      where true${donde}
      order by ${orden.interno}
      limit ${CITAS_PAGE_SIZE} offset ${offset}`;
    return `with conteo as (${conteo}), pagina as (${pagina})
    select conteo.total, pagina.* from conteo left join pagina on true
    order by ${orden.externo}`;
  });
  return { sql, params: q.valores };
}

export async function listarCitas(
  em: EntityManager,
  usuario: UsuarioSesion,
  f: FiltrosCitas,
  tope = CITAS_TOPE_CONTEO,
): Promise<ListaCitasDto> {
  // The screen hides these filters without the flag; the server refuses them too (spec 03 §6).
  if (filtrosNoPermitidos(f, usuario.permisos).length)
    throw new AppError('FORBIDDEN', MENSAJES_CITAS.filtroNoPermitido);
  const { sql, params } = consultaListaCitas(usuario.alcance, f, tope);
  // A named prepared statement: planned once per connection.
  const resultado = await consultaPreparada<Record<string, unknown> & { id: number | null; total: number }>(
    em,
    sql,
    params,
  );
  const maximo = topeConteo(f.pagina, tope);
  const contadas = resultado[0]?.total ?? 0;
  return {
    filas: resultado
      .filter((r) => r.id !== null)
      .map((r): CitaFilaDto => {
        const a = leerFila(AUXILIARES_CITA, r);
        return {
          ...leerFila(COLUMNAS_CITA, r),
          cliente: ref(a.clienteId, a.clienteNombre),
          encargado: { id: a.encargadoId, nombre: a.encargadoNombre ?? '' },
          estado1: ref(a.estado1Id, a.estado1Nombre),
          estado2: ref(a.estado2Id, a.estado2Nombre),
          comentario: vistaPreviaComentario(a.comentario),
          sucursal: ref(a.sucursalId, a.sucursalNombre),
        };
      }),
    total: Math.min(contadas, maximo),
    totalAcotado: contadas > maximo,
    pagina: f.pagina,
    tamanoPagina: CITAS_PAGE_SIZE,
  };
}
