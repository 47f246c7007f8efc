/**
 * Which PostgreSQL this process serves and where its folders are, decided once from the validated environment
 * (env.ts puts it in `env.base`), and what a primary hands its web processes so they decide the same.
 */
import path from 'node:path';

/** Root of the repository (where .data/ lives), whether running from src/ or dist/. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Which PostgreSQL this process serves, decided once when the environment is read (`env.base`): every consumer
 * (opening the database, the scheduled backup, /healthz, Administración › Respaldos, "Mis pendientes", the backup and
 * restore CLIs) asks it; none looks at DATABASE_URL for it.
 */
export type BaseDeDatos =
  /** The embedded cluster: its data folder (TALENTO_PG_DIR as asked, before the root mapping of dataDirForRoot), its
   * backups folder, and whether the scheduled backup runs (TALENTO_RESPALDOS). */
  | { tipo: 'embebida'; datos: string; respaldos: string; programado: boolean }
  /** A PostgreSQL server someone else runs (DATABASE_URL): its backups are its operator's. */
  | { tipo: 'externa'; url: string };

/** The variables `base` is decided from (as validated). */
interface VariablesBase {
  DATABASE_URL?: string;
  TALENTO_BASE_EMBEBIDA?: string;
  TALENTO_PG_DIR: string;
  TALENTO_RESPALDOS_DIR: string;
  TALENTO_RESPALDOS: boolean;
}

/** The backups folder of the embedded PostgreSQL (TALENTO_RESPALDOS_DIR, relative to the repository's root). */
export const carpetaRespaldos = (env: Pick<VariablesBase, 'TALENTO_RESPALDOS_DIR'>) =>
  path.resolve(REPO_ROOT, env.TALENTO_RESPALDOS_DIR);

/**
 * Without DATABASE_URL, the embedded cluster this process starts. With it, an external PostgreSQL, except in a web
 * process of TALENTO_PROCESOS: its primary passes the embedded cluster's URL in DATABASE_URL and says so with
 * TALENTO_BASE_EMBEBIDA (entornoProcesoWeb), so the web process serves the same backups as a single process.
 */
export function baseDeDatos(env: VariablesBase): BaseDeDatos {
  const embebida = (datos: string): BaseDeDatos => ({
    tipo: 'embebida',
    datos,
    respaldos: carpetaRespaldos(env),
    programado: env.TALENTO_RESPALDOS,
  });
  if (env.TALENTO_BASE_EMBEBIDA) return embebida(env.TALENTO_BASE_EMBEBIDA);
  if (env.DATABASE_URL) return { tipo: 'externa', url: env.DATABASE_URL };
  return embebida(path.resolve(REPO_ROOT, env.TALENTO_PG_DIR));
}

/**
 * What the primary adds to the environment of its web processes (the rest they inherit): the database it opened, and on
 * the embedded cluster its folders and whether the backup job runs, so their `env.base` is the primary's.
 */
export function entornoProcesoWeb(databaseUrl: string, base: BaseDeDatos): Record<string, string> {
  if (base.tipo === 'externa') return { DATABASE_URL: databaseUrl };
  return {
    DATABASE_URL: databaseUrl,
    TALENTO_BASE_EMBEBIDA: base.datos,
    TALENTO_RESPALDOS_DIR: base.respaldos,
    TALENTO_RESPALDOS: String(base.programado),
  };
}
