import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a run on `puerto` keeps its throwaway PostgreSQL and the file with its URL. The server's port names the
 * run (two runs never share a port), so the Playwright workers find the database of the server they test.
 */
export function carpetaDeCorrida(puerto: number): string {
  return path.join(os.tmpdir(), `talento-e2e-${puerto}`);
}

export const archivoBase = (puerto: number) => path.join(carpetaDeCorrida(puerto), 'base.json');

/** The e2e server's log of the last run (JSON lines at LOG_LEVEL info), beside the timings `npm test` reports. */
export const REGISTRO_SERVIDOR_E2E = fileURLToPath(
  new URL('../../../.tiempos/servidor-e2e.log', import.meta.url),
);
