/**
 * The shared tail of both CV searches: from `m` (the bounded, ordered matches: id, orden, fecha) it counts
 * the matches, takes one page and builds its rows (candidate, professions, last experience, completion,
 * modification date, city, availability, bars by the user's clients) as one JSON text, in a single statement.
 * Values always travel as parameters.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LIMITE_RESULTADOS_BUSQUEDA,
  PAGINA_MAXIMA_BUSQUEDA,
  TAMANO_PAGINA_BUSQUEDA,
  type ResultadoBusqueda,
} from '@talento/rules';
import { aMarcadoresPg } from '../../../nucleo/sql/consulta-preparada';
import type { Parametros } from '../../../nucleo/sql/parametros';
import { conTurnoDeBusqueda } from './admision';

/** Rows one past the limit tell that the count was cut (keyword search: the ranked set). */
export const TOPE = LIMITE_RESULTADOS_BUSQUEDA + 1;

/**
 * `coincidencias` selects (id, rango, fecha_modificacion) of at most TOPE CVs; `orden` orders them for
 * the pages. Returns the complete statement. The page's rows are built by `busqueda_filas_json` (migration
 * `_filas_busqueda_acciones`), whose plan PostgreSQL keeps per connection: only the matching is planned per request.
 * `clientes` is the user's scope as `clientesDelAlcance` gives it (null: every client): the rows count only the bars
 * of those clients.
 */
export function sqlResultado(
  q: Parametros,
  coincidencias: string,
  orden: string,
  pagina: number,
  clientes: string | null,
): string {
  const desde = (pagina - 1) * TAMANO_PAGINA_BUSQUEDA;
  return `with m as materialized (${coincidencias})
select (select count(*)::int from m) as total,
  busqueda_filas_json(array(select m.id from m order by ${orden} limit ${q.v(TAMANO_PAGINA_BUSQUEDA)} offset ${q.v(desde)}), ${q.v(clientes)}::int[]) as filas`;
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
export async function ejecutarResultado(
  em: EntityManager,
  sql: string,
  q: Parametros,
  pagina: number,
  tope = TOPE,
): Promise<ResultadoBusqueda> {
  const pool = await em.getConnection().getNativeClient();
  const r = await conTurnoDeBusqueda(() => pool.query<FilaSql>(aMarcadoresPg(sql), q.valores));
  const fila = r.rows[0] ?? { total: 0, filas: '[]' };
  const limite = tope - 1;
  const exacto = fila.total <= limite;
  const total = Math.min(fila.total, limite);
  // A cut count still lets the user page one page further (the next request counts further).
  const paginas = Math.min(
    PAGINA_MAXIMA_BUSQUEDA,
    Math.ceil(total / TAMANO_PAGINA_BUSQUEDA) + (exacto || limite >= LIMITE_RESULTADOS_BUSQUEDA ? 0 : 1),
  );
  return { filasJson: fila.filas, total, exacto, limite, pagina, paginas };
}
