import { z } from 'zod';
import { Id } from '../esquemas/comunes';

/** Filter of the merchandisers list (map, compliance, enrolment): optionally one client of the user's. */
export const EntradaMercaderistas = z.object({ clienteId: Id.optional() }).strict().default({});
export type EntradaMercaderistas = z.infer<typeof EntradaMercaderistas>;

/** A merchandiser as the screens list them (spec 03 §3 "merchandiser user (id, nombre)"). */
export const Mercaderista = z.object({
  id: z.number().int(),
  username: z.string(),
  nombre: z.string(),
  /** Active (not revoked) devices enrolled for them. */
  dispositivosActivos: z.number().int(),
});
export type Mercaderista = z.infer<typeof Mercaderista>;
