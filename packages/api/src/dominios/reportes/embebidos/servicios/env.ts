import { leerOrigenesReportes } from '@talento/rules';

/**
 * REPORTES_ORIGENES (same name as apps/server/src/env.ts, which validates it at start and puts it in the CSP
 * frame-src): the origins a named report may be framed from. Read on each call (cheap), invalid entries ignored.
 */
export function origenesReportesPermitidos(env: NodeJS.ProcessEnv = process.env): string[] {
  return leerOrigenesReportes(env.REPORTES_ORIGENES).origenes;
}
