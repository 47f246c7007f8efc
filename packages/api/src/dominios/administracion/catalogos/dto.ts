import { CLAVES_CATALOGO_ADMIN } from '@talento/rules';
import { z } from 'zod';

/** An entry of any catalogue as the administrator's screen lists it (never the ORM entity). */
export const EntradaCatalogoDto = z.object({
  id: z.number(),
  version: z.number(),
  activo: z.boolean(),
  /** Why the spec's rules need it as it is (not renamed, not deactivated), or null. */
  bloqueo: z.string().nullable(),
  /** The form's values plus the names of its references (`ciudadNombre`, `tipoNovedadNombre`). */
  valores: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type EntradaCatalogo = z.infer<typeof EntradaCatalogoDto>;

export const CatalogoAdminDto = z.object({
  catalogo: z.enum(CLAVES_CATALOGO_ADMIN),
  entradas: z.array(EntradaCatalogoDto),
});
export type CatalogoAdmin = z.infer<typeof CatalogoAdminDto>;
