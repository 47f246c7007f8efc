/**
 * Continuous WAL archiving of the embedded cluster: every finished segment is copied into a folder (the backups'
 * `wal/<identificador del sistema>/`: another cluster pointed at the same backups, such as a test's, archives apart
 * and never takes the names of this one's segments), never over an existing one with different content (same content is success, as PostgreSQL asks of a
 * retried copy), through a hidden temporary name and a rename so a half-copied segment is never taken for a whole one.
 */
import { chown, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A forced segment switch this often when there was activity: the recovery point objective of the archive. */
export const ARCHIVE_TIMEOUT = '5min';

/** Single-quoted for sh, and `%` doubled for PostgreSQL's placeholders. */
const carpetaSh = (carpeta: string) => `'${carpeta.replaceAll("'", `'\\''`).replaceAll('%', '%%')}'`;

/** archive_command: identical copy already there → 0; different one → fails (PostgreSQL retries and warns). */
export function comandoArchivo(carpeta: string): string {
  const d = carpetaSh(carpeta);
  return (
    `if test -f ${d}/%f; then cmp -s %p ${d}/%f; ` +
    `else cp %p ${d}/.%f.tmp && sync ${d}/.%f.tmp && mv ${d}/.%f.tmp ${d}/%f; fi`
  );
}

/** restore_command reading the same folder (a missing file fails, which ends the archive for recovery). */
export const comandoRestaurar = (carpeta: string) => `cp ${carpetaSh(carpeta)}/%f %p`;

/** The cluster's system identifier (the first 8 bytes of global/pg_control); a restored copy keeps it. */
export async function identificadorSistema(dataDir: string): Promise<string> {
  return (await readFile(path.join(dataDir, 'global', 'pg_control'))).readBigUInt64LE(0).toString();
}

/** The `-c` flags that turn archiving on into `carpeta` (created; as root, handed to `usuario`). */
export async function flagsArchivo(
  carpeta: string,
  usuario?: { uid: number; gid: number },
): Promise<string[]> {
  // Parents as usual (0755): as root, PostgreSQL runs as `postgres`, which must traverse them.
  await mkdir(path.dirname(carpeta), { recursive: true });
  await mkdir(carpeta, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  if (usuario) await chown(carpeta, usuario.uid, usuario.gid);
  return [
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=${comandoArchivo(carpeta)}`,
    '-c',
    `archive_timeout=${ARCHIVE_TIMEOUT}`,
  ];
}
