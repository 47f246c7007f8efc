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
  return e.ERP_URL
    ? { url: e.ERP_URL, token: e.ERP_TOKEN }
    : { url: e.NOMINA_URL, token: e.ERP_TOKEN ?? e.NOMINA_TOKEN };
}

/**
 * The test platform variables (same names as apps/server/src/env.ts): PRUEBAS_URL and the optional
 * PRUEBAS_TOKEN (bearer token of our calls), and PRUEBAS_SECRETO, the shared secret the platform signs its
 * results with (HMAC-SHA256; at least 32 characters). Read when a call is requested, delivered or received.
 */
const EnvPruebas = z.object({
  PRUEBAS_URL: z.url().optional().catch(undefined),
  PRUEBAS_TOKEN: z.string().trim().min(1).optional().catch(undefined),
  PRUEBAS_SECRETO: z.string().min(32).optional().catch(undefined),
});

export function envPruebas(): {
  url: string | undefined;
  token: string | undefined;
  secreto: string | undefined;
} {
  const e = EnvPruebas.parse({
    PRUEBAS_URL: process.env.PRUEBAS_URL || undefined,
    PRUEBAS_TOKEN: process.env.PRUEBAS_TOKEN || undefined,
    PRUEBAS_SECRETO: process.env.PRUEBAS_SECRETO || undefined,
  });
  return { url: e.PRUEBAS_URL, token: e.PRUEBAS_TOKEN, secreto: e.PRUEBAS_SECRETO };
}
