/**
 * The backup tests' installation: a durable cluster in a temporary folder (data, backups, port), a direct connection to
 * the server's database, and the built `respaldo`/`restaurar` CLIs run as a deployment runs them.
 */
import { chmod, mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { conClientePg, freePort } from '@talento/db';
import { correrCompilado } from './bundle';

// The daily schedule runs on a date the test never reaches: a run is sent to its queue when the test wants one.
export const CRON_NUNCA = '0 2 1 1 *';

export interface Corrida {
  codigo: number | null;
  salida: string;
  errores: string;
}

export interface InstalacionRespaldo {
  carpeta: string;
  dataDir: string;
  respaldos: string;
  port: number;
  variables: () => Record<string, string> & { PORT: string };
  /** A direct connection to the server's database (its port in postmaster.pid, its password beside the folder). */
  conectar: () => Promise<pg.Client>;
  conBase: <T>(fn: (c: pg.Client) => Promise<T>) => Promise<T>;
  /** Runs a built CLI (dist/<nombre>.js) against the installation's folders; `mas`: further environment variables. */
  cli: (nombre: 'respaldo' | 'restaurar', args?: string[], mas?: Record<string, string>) => Promise<Corrida>;
  /** The backup folders (not the WAL archive), oldest first. */
  listarRespaldos: () => Promise<string[]>;
}

export async function instalacionRespaldo(prefijo: string): Promise<InstalacionRespaldo> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), prefijo));
  await chmod(carpeta, 0o755); // as root the cluster runs as `postgres`, which must reach the folder
  const dataDir = path.join(carpeta, 'pg');
  const respaldos = path.join(carpeta, 'respaldos');
  const port = await freePort();
  const variables = () => ({
    TALENTO_PG_DIR: dataDir,
    PORT: String(port),
    TALENTO_RESPALDOS_DIR: respaldos,
    TALENTO_RESPALDOS_CRON: CRON_NUNCA,
  });
  const urlBase = async () => {
    const clave = (await readFile(path.join(carpeta, 'pg.password'), 'utf8')).trim();
    const puerto = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[3]);
    return `postgres://postgres:${encodeURIComponent(clave)}@127.0.0.1:${puerto}/talento`;
  };
  const conectar = async () => {
    const c = new pg.Client({ connectionString: await urlBase() });
    c.on('error', () => undefined);
    await c.connect();
    return c;
  };
  return {
    carpeta,
    dataDir,
    respaldos,
    port,
    variables,
    conectar,
    conBase: async (fn) =>
      conClientePg(await urlBase(), (c) => {
        // As soon as it connects, as `conectar` does: a dropped connection must not crash the test.
        c.on('error', () => undefined);
        return fn(c);
      }),
    cli: (nombre, args = [], mas = {}) => {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...variables(), ...mas };
      delete env.DATABASE_URL;
      delete env.TALENTO_PG_EPHEMERAL;
      return correrCompilado(nombre, args, env);
    },
    listarRespaldos: async () =>
      (await readdir(respaldos).catch(() => [] as string[])).filter((n) => /^\d{4}-/.test(n)).sort(),
  };
}
