import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { archivoBase } from './servidor/rutas';

/**
 * The run's database (the one the e2e server uses; support/servidor/iniciar.ts leaves its URL in a private file).
 * Only the data factories use it, for what the product has no screen nor procedure for yet (a new person's CV).
 */
export async function conectarBase(puerto: number): Promise<pg.Pool> {
  const { url } = JSON.parse(await readFile(archivoBase(puerto), 'utf8')) as { url: string };
  return new pg.Pool({ connectionString: url, max: 2 });
}
