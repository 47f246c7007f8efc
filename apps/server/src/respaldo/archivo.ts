/**
 * The backup file: a gzip-compressed tar (node-tar, zlib) holding `datos/` (the data folder, ready to start) and
 * `clave` (the superuser's password of that cluster, which lives in its pg_authid). Its SHA-256 goes in the manifest.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chown, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { usuarioPostgres } from '@talento/db';
import * as tar from 'tar';

export const NOMBRE_ARCHIVO = 'datos.tar.gz';

/** Packs `carpeta`'s `datos/` and `clave` into `archivo`. */
export async function empaquetar(carpeta: string, archivo: string): Promise<void> {
  await tar.c({ gzip: true, file: archivo, cwd: carpeta, portable: true }, ['datos', 'clave']);
}

/**
 * Unpacks `archivo` so that its data folder ends up at `dataDir` and its password at `<dataDir>.password` (where
 * startEmbeddedPostgres reads it); `dataDir` must not exist. As root, the files are handed to the `postgres` user.
 */
export async function desempaquetar(archivo: string, dataDir: string): Promise<void> {
  const padre = path.dirname(dataDir);
  const trabajo = path.join(padre, `.${path.basename(dataDir)}.desempaquetando`);
  await mkdir(trabajo, { recursive: true, mode: 0o700 });
  await tar.x({ file: archivo, cwd: trabajo, strict: true });
  await rename(path.join(trabajo, 'datos'), dataDir);
  await rename(path.join(trabajo, 'clave'), path.join(padre, `${path.basename(dataDir)}.password`));
  await rm(trabajo, { recursive: true, force: true });
  if (os.userInfo().uid === 0) await entregar(dataDir, await usuarioPostgres());
}

/** chown -R: PostgreSQL runs as `postgres` when started by root and refuses a folder it does not own. */
async function entregar(ruta: string, u: { uid: number; gid: number }): Promise<void> {
  await chown(ruta, u.uid, u.gid);
  if (!(await lstat(ruta)).isDirectory()) return;
  for (const nombre of await readdir(ruta)) await entregar(path.join(ruta, nombre), u);
}

/** SHA-256 (hex) of a file, read as a stream. */
export async function sha256(archivo: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const trozo of createReadStream(archivo)) hash.update(trozo as Buffer);
  return hash.digest('hex');
}
