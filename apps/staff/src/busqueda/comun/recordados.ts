import { z } from 'zod';
import { BusquedaCriteriosSchema, type BusquedaCriterios, type FormularioCriterios } from '@talento/rules';

/**
 * What the two CV searches remember between visits (`useRecordado`). Read back from local storage, so checked:
 * a value from an older version of the page, or edited by hand, falls back to the empty search.
 */
const criterio = <T extends z.ZodType>(valor: T) =>
  z.object({ activo: z.boolean(), valor: valor.nullable() });
const entero = z.number().int();
const texto = z.string().max(200);

const FormularioCriteriosRecordado = z.object({
  disponibilidad: criterio(entero),
  estadoProducto: criterio(entero),
  ciudad: criterio(z.object({ id: entero.positive(), nombre: texto })),
  estadoCivil: criterio(entero),
  edad: z.object({ activo: z.boolean(), minima: entero.nullable(), maxima: entero.nullable() }),
  genero: criterio(entero),
  profesion: criterio(texto),
  cargo: criterio(texto),
  aspiracionMinima: criterio(z.number()),
  aspiracionMaxima: criterio(z.number()),
  nivelAcademico: criterio(entero),
  disponibleParaViaje: criterio(z.boolean()),
  fechaModificacion: criterio(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
}) satisfies z.ZodType<FormularioCriterios>;

export interface BusquedaCriteriosRecordada {
  form: FormularioCriterios;
  /** The last search sent (null until the user searches). */
  enviada: BusquedaCriterios | null;
}
export const BusquedaCriteriosRecordada: z.ZodType<BusquedaCriteriosRecordada> = z.object({
  form: FormularioCriteriosRecordado,
  enviada: BusquedaCriteriosSchema.nullable(),
});

/** The last keyword search; '' until the user searches (the search box requires a word). */
export const BusquedaPalabraRecordada = z.object({ texto: texto, pagina: entero.positive() });
export type BusquedaPalabraRecordada = z.infer<typeof BusquedaPalabraRecordada>;
