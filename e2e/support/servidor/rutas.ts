import os from 'node:os';
import path from 'node:path';

/**
 * Where a run on `puerto` keeps its throwaway PostgreSQL and the file with its URL. The server's port names the
 * run (two runs never share a port), so the Playwright workers find the database of the server they test.
 */
export function carpetaDeCorrida(puerto: number): string {
  return path.join(os.tmpdir(), `talento-e2e-${puerto}`);
}

export const archivoBase = (puerto: number) => path.join(carpetaDeCorrida(puerto), 'base.json');
