import { z } from 'zod';

/** A merchandiser as the screens list them (spec 03 §3 "merchandiser user (id, nombre)"). */
export const MercaderistaDto = z.object({
  id: z.number().int(),
  username: z.string(),
  nombre: z.string(),
  /** Active (not revoked) devices enrolled for them. */
  dispositivosActivos: z.number().int(),
});
export type MercaderistaDto = z.infer<typeof MercaderistaDto>;
