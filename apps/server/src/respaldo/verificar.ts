/**
 * Restores a backup file into a fresh folder, starts a PostgreSQL on it (the WAL in the copy brings it to a consistent
 * state), runs the integrity check and stops it. Used to verify every backup (in a throwaway folder) and by the restore
 * (in the folder that will be swapped in).
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { conClientePg, dataDirForRoot, startEmbeddedPostgres } from '@talento/db';
import { desempaquetar } from './archivo';
import { archivoClave, urlCluster } from './carpeta-datos';
import { comprobarIntegridad, type Integridad } from './integridad';

export interface Recuperacion {
  restoreCommand: string;
  hasta: Date | null;
  /**
   * The product's archive: the new timeline's history file is archived, so a later restore picks a timeline of its
   * own instead of writing segments under names already archived.
   */
  archivarWal: string;
}

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
  /**
   * Archive recovery (the restore into the product's folder): WAL read with `restoreCommand`, up to `hasta` or, without
   * it, only to the end of the backup; then promoted to a new timeline, so the restored cluster never archives
   * segments under the names of the ones already archived.
   */
  recuperacion?: Recuperacion;
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
  if (o.recuperacion) await prepararRecuperacion(o.dataDir, o.recuperacion);
  let servidor;
  try {
    servidor = await startEmbeddedPostgres({
      dataDir: o.dataDir,
      fast: o.rapido,
      log: o.log,
      // Replaying days of archived WAL takes longer than a start.
      esperaMaximaMs: o.recuperacion ? 6 * 3_600_000 : undefined,
      archivarWal: o.recuperacion?.archivarWal,
    });
  } catch (error) {
    return fallo(`PostgreSQL no arrancó sobre la copia restaurada: ${(error as Error).message}`);
  }
  try {
    const clave = (await readFile(archivoClave(servidor.dataDir), 'utf8')).trim();
    if (o.recuperacion) await olvidarRecuperacion(urlCluster(clave, servidor.port));
    const integridad = await comprobarIntegridad(urlCluster(clave, servidor.port, 'talento'));
    // Recovered to a later moment, a migration applied after the backup may be there.
    if (!o.recuperacion?.hasta && integridad.ultimaMigracion !== o.ultimaMigracion)
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
    await servidor.stop();
  }
}

const AJUSTES_RECUPERACION = [
  'hot_standby',
  'restore_command',
  'recovery_target',
  'recovery_target_time',
  'recovery_target_action',
] as const;

/** `2026-03-10 07:00:00.000+00`: recovery_target_time refuses ISO 8601's `T…Z`. */
const textoInstante = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '+00');

const literal = (valor: string) => `'${valor.replaceAll("'", "''")}'`;

async function prepararRecuperacion(dataDir: string, r: Recuperacion): Promise<void> {
  const ajustes = {
    // No connections until the recovery ends: with hot standby the cluster says "ready" (read-only) while it still
    // replays, and when the archive then ends before the moment asked for it stops, under the integrity check's
    // connection (ECONNREFUSED/RESET instead of PostgreSQL's reason, seen on a loaded machine).
    hot_standby: 'off',
    restore_command: r.restoreCommand,
    ...(r.hasta ? { recovery_target_time: textoInstante(r.hasta) } : { recovery_target: 'immediate' }),
    recovery_target_action: 'promote',
  };
  await appendFile(
    path.join(dataDir, 'postgresql.auto.conf'),
    Object.entries(ajustes)
      .map(([k, v]) => `${k} = ${literal(v)}\n`)
      .join(''),
  );
  await writeFile(path.join(dataDir, 'recovery.signal'), '', { mode: 0o600 });
}

/** Once promoted, the recovery settings go: the folder starts later as a normal cluster. */
async function olvidarRecuperacion(url: string): Promise<void> {
  await conClientePg(url, async (c) => {
    for (const ajuste of AJUSTES_RECUPERACION) await c.query(`alter system reset ${ajuste}`);
  });
}
