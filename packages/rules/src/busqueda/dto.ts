/** What the CV searches answer (spec 03 §2): output shapes written by the server, never parsed from a user. */
import { z } from 'zod';

/**
 * One result row (spec 03 §2): candidate, professions, last experience, completion and modification date; and what the
 * user needs to act on it: city of residence, availability and how many of the user's clients bar the person.
 */
export const FilaBusquedaSchema = z.object({
  candidatoId: z.number(),
  nombre: z.string(),
  numeroDocumento: z.string(),
  profesiones: z.array(z.string()),
  ultimaExperiencia: z
    .object({ empresa: z.string(), cargo: z.string(), salarioFinal: z.number().nullable() })
    .nullable(),
  porcentajeTotal: z.number(),
  fechaModificacion: z.date(),
  /** No authorisation in force to process the person's data (Ley 1581): the row is marked. */
  sinAutorizacion: z.boolean(),
  /** Name of the city of residence (candidato.ciudad_donde_vive), null when not recorded. */
  ciudad: z.string().nullable(),
  /** candidato.disponibilidad (DISPONIBILIDAD: 0 Libre, 1 En proceso de pedido, 2 Contratado, 3 No disponible). */
  disponibilidad: z.number().int(),
  /** Clients IN THE USER'S SCOPE that bar the person (candidato_vetado); bars of other clients are never counted. */
  vetadoPorClientes: z.number().int().nonnegative(),
});
export type FilaBusqueda = z.infer<typeof FilaBusquedaSchema>;

/**
 * What both searches answer. The page's rows travel as one JSON text built by PostgreSQL (as the
 * dashboard's cards): relaying a string spares the server parsing, validating and re-serialising every
 * field of 18 rows, a third of its work per search. Read them with `leerFilasBusqueda`.
 */
export const ResultadoBusquedaSchema = z.object({
  filasJson: z.string(),
  /** Matches, exact when `exacto`; otherwise more than LIMITE_RESULTADOS_BUSQUEDA. */
  total: z.number(),
  exacto: z.boolean(),
  /** Where the count stops ("más de {limite} resultados"). */
  limite: z.number(),
  pagina: z.number(),
  paginas: z.number(),
});
export type ResultadoBusqueda = z.infer<typeof ResultadoBusquedaSchema>;

/** The rows of a search answer (trusted server JSON; `validar` checks each one against the schema). */
export function leerFilasBusqueda(filasJson: string, validar = false): FilaBusqueda[] {
  const filas = (
    JSON.parse(filasJson) as (Omit<FilaBusqueda, 'fechaModificacion'> & { fechaModificacion: string })[]
  ).map((f) => ({
    ...f,
    fechaModificacion: new Date(f.fechaModificacion),
  }));
  return validar ? z.array(FilaBusquedaSchema).parse(filas) : filas;
}

export const NombreCatalogoSchema = z.object({ id: z.number(), nombre: z.string() });
