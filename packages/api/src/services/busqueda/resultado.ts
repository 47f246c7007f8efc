/**
 * The shared tail of both CV searches: from `m` (the bounded, ordered matches: id, orden, fecha) it counts
 * the matches, takes one page and builds its rows (candidate, professions, last experience, completion,
 * modification date) as one JSON text, in a single statement. Values always travel as parameters.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITE_RESULTADOS_BUSQUEDA, PAGINA_MAXIMA_BUSQUEDA, TAMANO_PAGINA_BUSQUEDA, type ResultadoBusqueda } from '@talento/rules';
import { aMarcadoresPg } from '../../db/consulta-preparada';
import { conTurnoDeBusqueda } from './admision';

/** Collects parameters in order while the SQL text is written. */
export class Parametros {
  readonly valores: unknown[] = [];
  v(valor: unknown): string {
    this.valores.push(valor);
    return '?';
  }
}

/** Rows one past the limit tell that the count was cut (keyword search: the ranked set). */
export const TOPE = LIMITE_RESULTADOS_BUSQUEDA + 1;

/**
 * `coincidencias` selects (id, rango, fecha_modificacion) of at most TOPE CVs; `orden` orders them for
 * the pages. Returns the complete statement.
 */
export function sqlResultado(q: Parametros, coincidencias: string, orden: string, pagina: number): string {
  const desde = (pagina - 1) * TAMANO_PAGINA_BUSQUEDA;
  return `with m as materialized (${coincidencias}),
  p as (select m.id, m.rango, m.fecha_modificacion from m order by ${orden} limit ${q.v(TAMANO_PAGINA_BUSQUEDA)} offset ${q.v(desde)})
select (select count(*)::int from m) as total,
  coalesce((select json_agg(json_build_object(
      'candidatoId', c.id,
      'nombre', concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2),
      'numeroDocumento', c.numero_documento,
      'profesiones', h.profesiones,
      'ultimaExperiencia', case when e.id is null then null else json_build_object('empresa', e.empresa, 'cargo', e.cargo, 'salarioFinal', e.salario_final::float8) end,
      'porcentajeTotal', h.porcentaje_total::float8,
      'fechaModificacion', h.fecha_modificacion) order by ${orden.replace(/\bm\./g, 'p.')})
    from p join hoja_de_vida h on h.id = p.id join candidato c on c.id = h.candidato_id
    left join lateral (
      select x.id, x.empresa, x.cargo, x.salario_final from experiencia x where x.hoja_de_vida_id = h.id
      order by x.fecha_retiro desc nulls first, x.fecha_ingreso desc nulls last, x.id desc limit 1
    ) e on true)::text, '[]') as filas`;
}

interface FilaSql {
  total: number;
  filas: string;
}

/**
 * Runs the statement as an unnamed query on the ORM's pg pool: planned with the actual values every time
 * (a cached generic plan would not know how common a word is), read-only, outside any transaction, when
 * admission control (admision.ts) gives it a turn.
 */
export async function ejecutarResultado(em: EntityManager, sql: string, q: Parametros, pagina: number, tope = TOPE): Promise<ResultadoBusqueda> {
  const pool = await em.getConnection().getNativeClient();
  const r = await conTurnoDeBusqueda(() => pool.query<FilaSql>(aMarcadoresPg(sql), q.valores));
  const fila = r.rows[0] ?? { total: 0, filas: '[]' };
  const limite = tope - 1;
  const exacto = fila.total <= limite;
  const total = Math.min(fila.total, limite);
  // A cut count still lets the user page one page further (the next request counts further).
  const paginas = Math.min(PAGINA_MAXIMA_BUSQUEDA, Math.ceil(total / TAMANO_PAGINA_BUSQUEDA) + (exacto || limite >= LIMITE_RESULTADOS_BUSQUEDA ? 0 : 1));
  return { filasJson: fila.filas, total, exacto, limite, pagina, paginas };
}
