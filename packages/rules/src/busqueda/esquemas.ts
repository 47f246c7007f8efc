/** Inputs and results of the CV searches (spec 03 §7 "Search"), shared by the pages and the procedures. */
import { z } from 'zod';
import { campo, FechaIsoSchema } from '../esquemas';
import {
  DISPONIBILIDAD,
  ESTADO_CIVIL_CANDIDATO,
  ESTADO_PRODUCTO,
  GENERO_CANDIDATO,
  NIVEL_ACADEMICO,
} from '../enums/hv';
import { MENSAJES_BUSQUEDA as M, PAGINA_MAXIMA_BUSQUEDA } from './constantes';
import { enCatalogo } from '../esquemas/catalogo';

const PaginaSchema = campo
  .entero({ min: 1, max: PAGINA_MAXIMA_BUSQUEDA, mensaje: M.pagina, mensajeRango: M.pagina })
  .default(1);
/** Compared with numeric(12,2) aspirations: anything up to the column's largest value. */
const aspiracion = (mensaje: string) =>
  campo.dinero({
    mensaje: 'Valor inválido',
    mensajeNegativo: mensaje,
    mensajeMaximo: 'Valor demasiado grande',
  });
const texto = campo.texto({
  min: 1,
  max: 200,
  mensaje: 'Valor requerido',
  mensajeLargo: 'Máximo 200 caracteres',
});

/** Keyword search: words (accents and case ignored, Spanish stems) and a page of 18. */
export const BusquedaPalabraSchema = z.object({
  texto: campo.texto({ min: 1, max: 200, mensaje: M.textoVacio, mensajeLargo: M.textoLargo }),
  pagina: PaginaSchema,
});
export type BusquedaPalabra = z.input<typeof BusquedaPalabraSchema>;

const criterios = {
  disponibilidad: enCatalogo(DISPONIBILIDAD).optional(),
  estadoProducto: enCatalogo(ESTADO_PRODUCTO).optional(),
  /** Id of the city of residence. */
  ciudadResidencia: campo.id('Ciudad inválida').optional(),
  estadoCivil: enCatalogo(ESTADO_CIVIL_CANDIDATO).optional(),
  /** Born on or before this day (inclusive): today minus the minimum age. */
  fechaNacimientoMaxima: FechaIsoSchema.optional(),
  /** Born after this day (exclusive): today minus (maximum age + 1) years; see `nacidoEnRango`. */
  fechaNacimientoMinima: FechaIsoSchema.optional(),
  genero: enCatalogo(GENERO_CANDIDATO).optional(),
  /** A profession of the CV (exact name, as chosen in the typeahead). */
  profesion: texto.optional(),
  /** A position the candidate aspires to (exact name). */
  cargoAAspirar: texto.optional(),
  /** The candidate's minimum salary aspiration is at least this. */
  aspiracionMinima: aspiracion(M.aspiracionMinima).optional(),
  /** The candidate's maximum salary aspiration is at most this. */
  aspiracionMaxima: aspiracion(M.aspiracionMaxima).optional(),
  nivelAcademico: enCatalogo(NIVEL_ACADEMICO).optional(),
  disponibleParaViaje: z.boolean().optional(),
  /** CVs modified on or after this day. */
  fechaModificacion: FechaIsoSchema.optional(),
};
export const CLAVES_CRITERIOS = Object.keys(criterios) as (keyof typeof criterios)[];

/** Criteria search: at least one criterion (spec 03 §5), bounds in order, a page of 18. */
export const BusquedaCriteriosSchema = z
  .object({ ...criterios, pagina: PaginaSchema })
  .superRefine((c, ctx) => {
    if (!CLAVES_CRITERIOS.some((k) => c[k] !== undefined))
      ctx.addIssue({ code: 'custom', message: M.sinCriterios, path: [] });
    if (
      c.aspiracionMinima !== undefined &&
      c.aspiracionMaxima !== undefined &&
      c.aspiracionMaxima < c.aspiracionMinima
    ) {
      ctx.addIssue({ code: 'custom', message: M.aspiracionMaxima, path: ['aspiracionMaxima'] });
    }
    if (
      c.fechaNacimientoMinima &&
      c.fechaNacimientoMaxima &&
      c.fechaNacimientoMinima > c.fechaNacimientoMaxima
    ) {
      ctx.addIssue({ code: 'custom', message: M.fechasNacimiento, path: ['fechaNacimientoMinima'] });
    }
  });
export type BusquedaCriterios = z.input<typeof BusquedaCriteriosSchema>;

/** Typeahead of professions and positions: from 4 characters (spec 03 §5). */
export const BusquedaNombreSchema = z.object({
  texto: campo.texto({ min: 4, max: 100, mensaje: 'Escriba al menos 4 caracteres' }),
});
