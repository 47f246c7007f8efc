/** Helpers of the search tests: every page of a search, and the expected ids by plain SQL. */
import type { TestDatabase } from '@talento/db/testing';
import { leerFilasBusqueda, type FilaBusqueda, type ResultadoBusqueda } from '@talento/rules';

export async function sql<T = Record<string, unknown>>(
  db: TestDatabase,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

/** A search answer with its rows read and validated against the row schema. */
export async function conFilas(
  respuesta: Promise<ResultadoBusqueda>,
): Promise<ResultadoBusqueda & { filas: FilaBusqueda[] }> {
  const r = await respuesta;
  return { ...r, filas: leerFilasBusqueda(r.filasJson, true) };
}

/** Every row of a search, walking its pages (a cut count extends page by page). */
export async function todasLasPaginas(
  buscar: (pagina: number) => Promise<ResultadoBusqueda>,
): Promise<FilaBusqueda[]> {
  const filas: FilaBusqueda[] = [];
  for (let pagina = 1; ; pagina++) {
    const r = await conFilas(buscar(pagina));
    filas.push(...r.filas);
    if (pagina >= r.paginas) return filas;
  }
}

/** The unaccented, lower-cased text of everything the keyword search covers, per candidate. */
export const SQL_TEXTO_HV = `select c.id, immutable_unaccent(lower(concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2, c.numero_documento,
    array_to_string(h.profesiones, ' '), array_to_string(h.cargos_a_aspirar, ' '),
    (select string_agg(e.cargo || ' ' || e.empresa, ' ') from experiencia e where e.hoja_de_vida_id = h.id),
    (select string_agg(x.titulo || ' ' || x.institucion, ' ') from educacion_superior x where x.hoja_de_vida_id = h.id),
    (select string_agg(x.nombre || ' ' || x.institucion, ' ') from otro_estudio x where x.hoja_de_vida_id = h.id),
    (select string_agg(x.nombre, ' ') from habilidad x where x.hoja_de_vida_id = h.id)))) as texto
  from candidato c join hoja_de_vida h on h.candidato_id = c.id`;

export const ids = (filas: { candidatoId: number }[]) =>
  filas.map((f) => f.candidatoId).sort((a, b) => a - b);
