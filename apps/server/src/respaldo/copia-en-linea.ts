/**
 * PostgreSQL's low-level online backup over SQL (the embedded binaries ship no pg_basebackup): pg_backup_start, a copy
 * of the data folder's files while the server keeps writing, pg_backup_stop (whose backup_label goes into the copy), and
 * the WAL segments from the start to the stop location, which a temporary replication slot keeps from being recycled.
 * Started with that WAL, the copy replays to the stop location and is consistent.
 */
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { conClientePg } from '@talento/db';

/** Folders whose contents PostgreSQL rebuilds at start (the same list pg_basebackup skips); the folders are kept. */
const CARPETAS_VACIAS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files never copied: the running server's lock and options, and a left-over label. */
const ARCHIVOS_OMITIDOS = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'current_logfiles',
  'pg_internal.init',
]);

const esSegmentoWal = (nombre: string) => /^[0-9A-F]{24}$/.test(nombre);

/** Copies `origen` into `destino` file by file; a file the server removes meanwhile is skipped (WAL replay recreates it). */
async function copiarArbol(origen: string, destino: string, raiz: boolean): Promise<void> {
  await mkdir(destino, { recursive: true, mode: 0o700 });
  let entradas;
  try {
    entradas = await readdir(origen, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const e of entradas) {
    const de = path.join(origen, e.name);
    const a = path.join(destino, e.name);
    if (e.isDirectory()) {
      if (e.name.startsWith('pgsql_tmp')) continue;
      if (raiz && CARPETAS_VACIAS.has(e.name)) {
        await mkdir(a, { mode: 0o700 });
        if (e.name === 'pg_wal') await mkdir(path.join(a, 'archive_status'), { mode: 0o700 });
        continue;
      }
      await copiarArbol(de, a, false);
    } else if (e.isFile()) {
      if (ARCHIVOS_OMITIDOS.has(e.name) || e.name.startsWith('pgsql_tmp')) continue;
      await copyFile(de, a).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

export interface CopiaEnLinea {
  inicioLsn: string;
  finLsn: string;
  /** The segment holding the start: archived WAL before it is not needed to restore this copy. */
  primerSegmento: string;
  /** When pg_backup_stop returned: the earliest moment a restore of this copy can stop at. */
  finFecha: string;
  /** The cluster's system identifier: its archived WAL is in `wal/<sistema>/`. */
  sistema: string;
  /** PostgreSQL's version (server_version). */
  versionPostgres: string;
  /** The last applied migration at the end of the backup. */
  ultimaMigracion: string | null;
}

/**
 * Copies the cluster at `dataDir` (served at `url`, its `postgres` database; `urlTalento` the application's) into
 * `destino` as a data folder that starts consistent.
 */
export async function copiarEnLinea(o: {
  url: string;
  urlTalento: string;
  dataDir: string;
  destino: string;
  etiqueta: string;
}): Promise<CopiaEnLinea> {
  return conClientePg(o.url, async (c) => {
    // Temporary: dropped with this session, even if the backup fails halfway.
    const slot = `talento_respaldo_${process.pid}`;
    await c.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const inicio = await c.query<{ lsn: string; archivo: string; version: string; sistema: string }>(
      `select lsn::text, pg_walfile_name(lsn) archivo, current_setting('server_version') version,
              (select system_identifier::text from pg_control_system()) sistema
         from pg_backup_start($1, true) lsn`,
      [o.etiqueta],
    );
    const { lsn: inicioLsn, archivo: primerSegmento, version, sistema } = inicio.rows[0]!;
    await copiarArbol(o.dataDir, o.destino, true);
    const fin = await c.query<{
      lsn: string;
      archivo: string;
      labelfile: string;
      spcmapfile: string;
      fecha: Date;
    }>(
      `select lsn::text, pg_walfile_name(lsn) archivo, labelfile, spcmapfile, clock_timestamp() fecha
         from pg_backup_stop(false)`,
    );
    const { lsn: finLsn, archivo: ultimoSegmento, labelfile, spcmapfile, fecha: finFecha } = fin.rows[0]!;
    await writeFile(path.join(o.destino, 'backup_label'), labelfile, { mode: 0o600 });
    if (spcmapfile) await writeFile(path.join(o.destino, 'tablespace_map'), spcmapfile, { mode: 0o600 });
    // Same timeline: segment names sort in WAL order.
    const wal = path.join(o.dataDir, 'pg_wal');
    for (const nombre of await readdir(wal)) {
      const segmento = esSegmentoWal(nombre) && nombre >= primerSegmento && nombre <= ultimoSegmento;
      if (segmento || nombre.endsWith('.history'))
        await copyFile(path.join(wal, nombre), path.join(o.destino, 'pg_wal', nombre));
    }
    await c.query('select pg_drop_replication_slot($1)', [slot]);
    return {
      inicioLsn,
      finLsn,
      primerSegmento,
      sistema,
      finFecha: finFecha.toISOString(),
      versionPostgres: version,
      ultimaMigracion: await ultimaMigracion(o.urlTalento),
    };
  });
}

/** The name of the last migration applied in the database at `url` (null before the first). */
export async function ultimaMigracion(url: string): Promise<string | null> {
  return conClientePg(url, async (c) => {
    const r = await c.query<{ name: string }>(
      'select name from mikro_orm_migrations order by id desc limit 1',
    );
    return r.rows[0]?.name ?? null;
  });
}
