import { z } from 'zod';

export const SupresionHechaDto = z.object({ mensaje: z.string() });

/** The person, and whether «Suprimir datos» can run now and, if not, why (Spanish). */
export const EstadoSupresionDto = z.object({
  nombre: z.string(),
  documento: z.string(),
  suprimida: z.boolean(),
  motivoNoSuprimible: z.string().nullable(),
});
