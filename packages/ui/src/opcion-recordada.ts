import { z } from 'zod';
import type { OpcionTypeahead } from './typeahead';

/** A typeahead choice as remembered in a filter (`useRecordado`): checked again when read back. */
export const OpcionRecordada: z.ZodType<OpcionTypeahead> = z.object({
  id: z.number().int().positive(),
  etiqueta: z.string().max(500),
  detalle: z.string().max(500).optional(),
});
