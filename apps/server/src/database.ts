import {
  conClientePg,
  createOrm,
  migrate,
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
  type EstadoPostgres,
  type MikroORM,
} from '@talento/db';
import type { Env } from './env';
import type { Logger } from './logger';
import { carpetaWal } from './respaldo/respaldar';

export interface Database {
  orm: MikroORM;
  embedded: EmbeddedPostgresHandle | null;
  /** State of the embedded PostgreSQL; null with DATABASE_URL (nothing to supervise there). */
  estado(): EstadoPostgres | null;
  close(): Promise<void>;
}

const DB_NAME = 'talento';

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  await conClientePg(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Connects to the external PostgreSQL (DATABASE_URL), or starts the embedded one under TALENTO_PG_DIR (default
 * .data/pg), as `env.base` says, then applies every pending migration.
 */
export async function openDatabase(env: Env, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgresHandle | null = null;
  let url: string;
  if (env.base.tipo === 'externa') url = env.base.url;
  else {
    embedded = await startEmbeddedPostgres({
      dataDir: env.base.datos,
      ephemeral: env.TALENTO_PG_EPHEMERAL,
      fast: env.TALENTO_PG_EPHEMERAL,
      // The product's cluster archives its WAL beside the backups; a throwaway one does not.
      archivarWal: env.TALENTO_PG_EPHEMERAL ? undefined : carpetaWal(env),
      log: (m) => logger.debug({ pg: m.trim() }, 'postgres'),
      aviso: (m) => logger.warn(m),
    });
    logger.info({ dataDir: embedded.dataDir }, 'PostgreSQL embebido iniciado');
    url = await ensureDatabase(embedded.url, DB_NAME);
  }
  const orm = await createOrm({ clientUrl: url });
  await migrate(orm);
  return {
    orm,
    embedded,
    estado: () => embedded?.estado() ?? null,
    async close() {
      await orm.close(true);
      if (embedded) await embedded.stop();
    },
  };
}
