import { z } from 'zod';

/**
 * The payroll-system variables (same names as apps/server/src/env.ts, which validates them at start):
 * NOMINA_URL and the optional NOMINA_TOKEN. Read when a send is requested or delivered.
 */
const EnvNomina = z.object({
  NOMINA_URL: z.url().optional().catch(undefined),
  NOMINA_TOKEN: z.string().trim().min(1).optional().catch(undefined),
});

export function envNomina(): z.infer<typeof EnvNomina> {
  return EnvNomina.parse({ NOMINA_URL: process.env.NOMINA_URL || undefined, NOMINA_TOKEN: process.env.NOMINA_TOKEN || undefined });
}
