/**
 * Restores a backup file into a fresh folder, starts a PostgreSQL on it (the WAL in the copy brings it to a consistent
 * state), runs the integrity check and stops it. Used to verify every backup (in a throwaway folder) and by the restore
 * (in the folder that will be swapped in).
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataDirForRoot, startEmbeddedPostgres } from '@talento/db';
import { desempaquetar } from './archivo';
import { archivoClave, urlCluster } from './carpeta-datos';
import { comprobarIntegridad, type Integridad } from './integridad';

export interface Verificacion {
  ok: boolean;
  fecha: string;
  duracionMs: number;
  /** Why it failed, in Spanish. */
  error?: string;
  integridad?: Integridad;
}

/**
 * Unpacks `archivo` into `dataDir` (which must not exist), starts it and checks it against `ultimaMigracion` (the one
 * the manifest records). The folder is left in place, stopped.
 */
export async function restaurarYComprobar(o: {
  archivo: string;
  dataDir: string;
  ultimaMigracion: string | null;
  /** fsync off: for a throwaway verification folder only. */
  rapido?: boolean;
  log?: (mensaje: string) => void;
}): Promise<Verificacion> {
  const inicio = Date.now();
  const fallo = (error: string): Verificacion => ({
    ok: false,
    fecha: new Date().toISOString(),
    duracionMs: Date.now() - inicio,
    error,
  });
  // As root a folder the `postgres` user cannot reach would be swapped for another one (and initialised empty).
  if (os.userInfo().uid === 0 && (await dataDirForRoot(path.resolve(o.dataDir))) !== path.resolve(o.dataDir))
    return fallo(
      `El usuario postgres no puede llegar a la carpeta ${o.dataDir}: use una carpeta con permiso de paso.`,
    );
  try {
    await desempaquetar(o.archivo, o.dataDir);
  } catch (error) {
    return fallo(`No se pudo desempaquetar el respaldo: ${(error as Error).message}`);
  }
  let pg;
  try {
    pg = await startEmbeddedPostgres({ dataDir: o.dataDir, fast: o.rapido, log: o.log });
  } catch (error) {
    return fallo(`PostgreSQL no arrancó sobre la copia restaurada: ${(error as Error).message}`);
  }
  try {
    const clave = (await readFile(archivoClave(pg.dataDir), 'utf8')).trim();
    const integridad = await comprobarIntegridad(urlCluster(clave, pg.port, 'talento'));
    if (integridad.ultimaMigracion !== o.ultimaMigracion)
      return {
        ...fallo(
          `La última migración restaurada (${integridad.ultimaMigracion ?? 'ninguna'}) no es la del manifiesto (${o.ultimaMigracion ?? 'ninguna'}).`,
        ),
        integridad,
      };
    return { ok: true, fecha: new Date().toISOString(), duracionMs: Date.now() - inicio, integridad };
  } catch (error) {
    return fallo(`La comprobación de integridad falló: ${(error as Error).message}`);
  } finally {
    await pg.stop();
  }
}
