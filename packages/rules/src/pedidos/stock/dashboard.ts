/** Filters of the stock dashboard (spec 01 §2), remembered per view by the screen and checked by the server. */
import { z } from 'zod';
import { campo } from '../../esquemas';

export const FiltrosDashboardStock = z.object({
  clienteId: campo.id().optional(),
  ciudadId: campo.id().optional(),
  perfilId: campo.id().optional(),
});
export type FiltrosDashboardStock = z.infer<typeof FiltrosDashboardStock>;
