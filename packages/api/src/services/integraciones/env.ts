import { z } from 'zod';

/**
 * The ERP (payroll) variables (same names as apps/server/src/env.ts, which validates them at start):
 * ERP_URL and the optional ERP_TOKEN. NOMINA_URL / NOMINA_TOKEN are the older names of the same ERP and
 * stay accepted as aliases; ERP_* wins when both are set. Read when a call is requested or delivered.
 */
const EnvErp = z.object({
  ERP_URL: z.url().optional().catch(undefined),
  ERP_TOKEN: z.string().trim().min(1).optional().catch(undefined),
  NOMINA_URL: z.url().optional().catch(undefined),
  NOMINA_TOKEN: z.string().trim().min(1).optional().catch(undefined),
});

export function envErp(): { url: string | undefined; token: string | undefined } {
  const e = EnvErp.parse({
    ERP_URL: process.env.ERP_URL || undefined,
    ERP_TOKEN: process.env.ERP_TOKEN || undefined,
    NOMINA_URL: process.env.NOMINA_URL || undefined,
    NOMINA_TOKEN: process.env.NOMINA_TOKEN || undefined,
  });
  return e.ERP_URL ? { url: e.ERP_URL, token: e.ERP_TOKEN } : { url: e.NOMINA_URL, token: e.ERP_TOKEN ?? e.NOMINA_TOKEN };
}
