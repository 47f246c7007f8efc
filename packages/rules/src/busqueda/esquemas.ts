/** Inputs and results of the CV searches (spec 03 §7 "Search"), shared by the pages and the procedures. */
import { z } from 'zod';
import { DISPONIBILIDAD, ESTADO_CIVIL_CANDIDATO, ESTADO_PRODUCTO, GENERO_CANDIDATO, NIVEL_ACADEMICO } from '../enums/hv';
import { FechaIsoSchema } from '../pedidos/dashboard';
import { MENSAJES_BUSQUEDA as M, PAGINA_MAXIMA_BUSQUEDA } from './constantes';

const PaginaSchema = z.number({ message: M.pagina }).int(M.pagina).min(1, M.pagina).max(PAGINA_MAXIMA_BUSQUEDA, M.pagina).default(1);
const dinero = z.number({ message: 'Valor inválido' }).finite().max(10_000_000_000, 'Valor demasiado grande');
const texto = z.string().trim().min(1, 'Valor requerido').max(200, 'Máximo 200 caracteres');

/** Keyword search: words (accents and case ignored, Spanish stems) and a page of 18. */
export const BusquedaPalabraSchema = z.object({
  texto: z.string({ message: M.textoVacio }).trim().min(1, M.textoVacio).max(200, M.textoLargo),
  pagina: PaginaSchema,
});
export type BusquedaPalabra = z.input<typeof BusquedaPalabraSchema>;

const criterios = {
  disponibilidad: DISPONIBILIDAD.schema.optional(),
  estadoProducto: ESTADO_PRODUCTO.schema.optional(),
  /** Id of the city of residence. */
  ciudadResidencia: z.number().int().positive('Ciudad inválida').optional(),
  estadoCivil: ESTADO_CIVIL_CANDIDATO.schema.optional(),
  /** Born on or before this day (inclusive): today minus the minimum age. */
  fechaNacimientoMaxima: FechaIsoSchema.optional(),
  /** Born after this day (exclusive): today minus (maximum age + 1) years; see `nacidoEnRango`. */
  fechaNacimientoMinima: FechaIsoSchema.optional(),
  genero: GENERO_CANDIDATO.schema.optional(),
  /** A profession of the CV (exact name, as chosen in the typeahead). */
  profesion: texto.optional(),
  /** A position the candidate aspires to (exact name). */
  cargoAAspirar: texto.optional(),
  /** The candidate's minimum salary aspiration is at least this. */
  aspiracionMinima: dinero.min(0, M.aspiracionMinima).optional(),
  /** The candidate's maximum salary aspiration is at most this. */
  aspiracionMaxima: dinero.min(0, M.aspiracionMaxima).optional(),
  nivelAcademico: NIVEL_ACADEMICO.schema.optional(),
  disponibleParaViaje: z.boolean().optional(),
  /** CVs modified on or after this day. */
  fechaModificacion: FechaIsoSchema.optional(),
};
export const CLAVES_CRITERIOS = Object.keys(criterios) as (keyof typeof criterios)[];

/** Criteria search: at least one criterion (spec 03 §5), bounds in order, a page of 18. */
export const BusquedaCriteriosSchema = z
  .object({ ...criterios, pagina: PaginaSchema })
  .superRefine((c, ctx) => {
    if (!CLAVES_CRITERIOS.some((k) => c[k] !== undefined)) ctx.addIssue({ code: 'custom', message: M.sinCriterios, path: [] });
    if (c.aspiracionMinima !== undefined && c.aspiracionMaxima !== undefined && c.aspiracionMaxima < c.aspiracionMinima) {
      ctx.addIssue({ code: 'custom', message: M.aspiracionMaxima, path: ['aspiracionMaxima'] });
    }
    if (c.fechaNacimientoMinima && c.fechaNacimientoMaxima && c.fechaNacimientoMinima > c.fechaNacimientoMaxima) {
      ctx.addIssue({ code: 'custom', message: M.fechasNacimiento, path: ['fechaNacimientoMinima'] });
    }
  });
export type BusquedaCriterios = z.input<typeof BusquedaCriteriosSchema>;

/** One result row (spec 03 §2): candidate, professions, last experience, completion and modification date. */
export const FilaBusquedaSchema = z.object({
  candidatoId: z.number(),
  nombre: z.string(),
  numeroDocumento: z.string(),
  profesiones: z.array(z.string()),
  ultimaExperiencia: z.object({ empresa: z.string(), cargo: z.string(), salarioFinal: z.number().nullable() }).nullable(),
  porcentajeTotal: z.number(),
  fechaModificacion: z.date(),
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
  const filas = (JSON.parse(filasJson) as (Omit<FilaBusqueda, 'fechaModificacion'> & { fechaModificacion: string })[]).map((f) => ({
    ...f,
    fechaModificacion: new Date(f.fechaModificacion),
  }));
  return validar ? z.array(FilaBusquedaSchema).parse(filas) : filas;
}

/** Typeahead of professions and positions: from 4 characters (spec 03 §5). */
export const BusquedaNombreSchema = z.object({ texto: z.string().trim().min(4, 'Escribe al menos 4 caracteres').max(100) });
export const NombreCatalogoSchema = z.object({ id: z.number(), nombre: z.string() });
