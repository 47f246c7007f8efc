/**
 * Keyword CV search (spec 03 §2): websearch syntax over the Spanish, unaccented document of each CV
 * (hoja_de_vida.busqueda, GIN). A bounded set is ranked: the TOPE most recently modified matches are
 * ranked with ts_rank (weights A names/document, B professions/positions, C experience, D studies and
 * skills); ranking every match of a common word at a million CVs would take seconds.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlcanceClientes, ResultadoBusqueda } from '@talento/rules';
import { clientesDelAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';
import { ejecutarResultado, sqlResultado, TOPE } from './resultado';

/** The tsquery of what the user typed (also used by the benchmark's SQL floor). */
export const SQL_CONSULTA_TEXTO = "websearch_to_tsquery('spanish', immutable_unaccent(lower(?)))";

/** `clientes`: the scope whose bars the rows count (`clientesDelAlcance`; null: every client). */
export function consultaPalabra(
  texto: string,
  pagina: number,
  clientes: string | null,
): { sql: string; q: Parametros } {
  const q = new Parametros();
  const tsq = () => SQL_CONSULTA_TEXTO.replace('?', q.v(texto));
  // Ranked after the LIMIT, so ts_rank runs on at most TOPE documents.
  const coincidencias = `select s.id, ts_rank(s.busqueda, ${tsq()}) as rango, s.fecha_modificacion from (
      select h.id, h.busqueda, h.fecha_modificacion from hoja_de_vida h where h.busqueda @@ ${tsq()}
      order by h.fecha_modificacion desc, h.id desc limit ${q.v(TOPE)}) s`;
  const sql = sqlResultado(
    q,
    coincidencias,
    'm.rango desc, m.fecha_modificacion desc, m.id desc',
    pagina,
    clientes,
  );
  return { sql, q };
}

/** The CVs are the agency's; only the bar count of each row is limited to the user's clients. */
export function buscarPorPalabra(
  em: EntityManager,
  alcance: AlcanceClientes,
  texto: string,
  pagina: number,
): Promise<ResultadoBusqueda> {
  const { sql, q } = consultaPalabra(texto, pagina, clientesDelAlcance(alcance));
  return ejecutarResultado(em, sql, q, pagina);
}
