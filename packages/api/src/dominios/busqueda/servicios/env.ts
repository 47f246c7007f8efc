import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** BUSQUEDA_CONCURRENCIA (same name as apps/server/src/env.ts, which validates it at start). */
const EnvBusqueda = z.object({
  BUSQUEDA_CONCURRENCIA: z.coerce.number().int().min(1).max(64).optional().catch(undefined),
});

/** Searches allowed to run at once: BUSQUEDA_CONCURRENCIA, or the machine's cores when unset or invalid. */
export function concurrenciaBusquedas(env: NodeJS.ProcessEnv = process.env): number {
  return (
    EnvBusqueda.parse({ BUSQUEDA_CONCURRENCIA: env.BUSQUEDA_CONCURRENCIA || undefined })
      .BUSQUEDA_CONCURRENCIA ?? availableParallelism()
  );
}
