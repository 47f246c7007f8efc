/**
 * The embedded cluster's data folder as the server resolves it (as root, the folder PostgreSQL can reach), its password
 * file, and whether a PostgreSQL runs on it now (postmaster.pid names a live postgres process).
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataDirForRoot, infoProceso } from '@talento/db';

/** `pedida`: the embedded cluster's folder as configured (`env.base.datos`). */
export async function carpetaDatos(pedida: string): Promise<string> {
  return os.userInfo().uid === 0 ? dataDirForRoot(pedida) : pedida;
}

/** The superuser's password, beside the folder (`<carpeta>.password`), as startEmbeddedPostgres keeps it. */
export const archivoClave = (dataDir: string) =>
  path.join(path.dirname(dataDir), `${path.basename(dataDir)}.password`);

export interface PostmasterVivo {
  pid: number;
  puerto: number;
}

/** The PostgreSQL running on `dataDir`, or null when none does (no postmaster.pid, or its process is gone). */
export async function postmasterVivo(dataDir: string): Promise<PostmasterVivo | null> {
  let lineas: string[];
  try {
    lineas = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return null;
  }
  const pid = Number(lineas[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const info = await infoProceso(pid);
  if (!info || info.zombi || !/(^|\/)postgres$/.test(info.comando.split(' ')[0] ?? '')) return null;
  return { pid, puerto: Number(lineas[3]) };
}

/** Connection string to `base` of a cluster listening on 127.0.0.1:`puerto`. */
export const urlCluster = (clave: string, puerto: number, base = 'postgres') =>
  `postgres://postgres:${encodeURIComponent(clave)}@127.0.0.1:${puerto}/${base}`;
