import { z } from 'zod';
import type { Catalogo } from '../catalogo';

/**
 * The input schema of a catalogue's values. Kept out of `defineCatalogo`: a screen that only shows a catalogue's
 * labels must not download and start zod (the client portal's candidate page on a phone).
 */
export function enCatalogo<V extends number | string>(catalogo: Catalogo<V>): z.ZodType<V> {
  return z.custom<V>((valor) => catalogo.es(valor), { message: 'Valor fuera del catálogo' });
}
