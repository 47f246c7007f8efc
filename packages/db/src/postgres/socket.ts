import { chmod, chown, mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';

/** A socket's path must fit `sun_path` (108 bytes with its NUL); PostgreSQL adds `/.s.PGSQL.<port>` to the folder. */
const LARGO_MAXIMO_RUTA_SOCKET = 107;

/**
 * The folder of the cluster's Unix-domain socket, beside its data folder (`<data>.socket`, 0700, owned by whoever runs
 * PostgreSQL), or null when its path cannot hold a socket (too long, or a space, comma or quote, which
 * `unix_socket_directories` would need quoted): then the cluster is reached over TCP on 127.0.0.1 only.
 * The application and PostgreSQL share the machine, and a statement through a Unix socket skips the loopback TCP stack on
 * both ends: about a quarter less CPU per short statement for the client and a third more statements per second on the
 * same two cores (docs/performance.md). Not inside the data folder: an online backup copies that folder file by file.
 */
export async function carpetaDeSocket(
  dataDir: string,
  usuario?: { uid: number; gid: number },
): Promise<string | null> {
  const carpeta = `${dataDir}.socket`;
  if (/[\s,"'\\]/.test(carpeta)) return null;
  if (Buffer.byteLength(path.join(carpeta, '.s.PGSQL.65535')) > LARGO_MAXIMO_RUTA_SOCKET) return null;
  await mkdir(carpeta, { recursive: true, mode: 0o700 });
  if (usuario) await chown(carpeta, usuario.uid, usuario.gid);
  await chmod(carpeta, 0o700);
  return carpeta;
}

/**
 * Removes the socket folder of a stopped cluster, or of one that never started, only when it is empty: PostgreSQL removes
 * its socket and lock when it stops, and a folder still holding them belongs to a postmaster that runs (a second start
 * on a folder in use fails, and must not take the socket from the first).
 */
export const borrarCarpetaDeSocket = (carpeta: string | null) =>
  carpeta ? rmdir(carpeta).catch(() => undefined) : Promise.resolve();

/**
 * The cluster's connection string: through its socket folder when there is one (the folder percent-encoded as the host,
 * which `pg`, MikroORM and libpq read as a socket folder), else over TCP on 127.0.0.1.
 */
export function urlDelCluster(password: string, port: number, socket: string | null): string {
  const host = socket ? encodeURIComponent(socket) : '127.0.0.1';
  return `postgres://postgres:${encodeURIComponent(password)}@${host}:${port}/postgres`;
}
