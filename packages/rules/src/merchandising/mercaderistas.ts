import { z } from 'zod';
import { Id } from '../esquemas/comunes';

/** Filter of the merchandisers list (map, compliance, enrolment): optionally one client of the user's. */
export const EntradaMercaderistas = z.object({ clienteId: Id.optional() }).strict().default({});
export type EntradaMercaderistas = z.infer<typeof EntradaMercaderistas>;
