/**
 * `npm run respaldo` with DATABASE_URL (an external PostgreSQL): the server's backups are its operator's, but the
 * command still leaves a logical dump of Talento's database (`pg_dump --format=custom`) when this machine has client
 * tools of the server's major version or newer; otherwise it says which version is missing and writes nothing.
 * The dump is checked with `pg_restore --list` before it takes its name, and a manifest goes beside it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { conClientePg } from '@talento/db';
import { selloFechaHora, VERSION_APP } from '@talento/rules';
import { sha256 } from './archivo';

const ejecutar = promisify(execFile);

export interface ManifiestoVolcado {
  versionApp: string;
  fecha: string;
  archivo: string;
  tamanoBytes: number;
  sha256: string;
  /** Major version of the server and of the pg_dump that wrote the file. */
  versionServidor: number;
  versionPgDump: number;
  /** Objects `pg_restore --list` reads in the file. */
  objetos: number;
}

export interface ResultadoVolcado {
  archivo: string;
  manifiesto: ManifiestoVolcado;
}

export interface OpcionesVolcado {
  url: string;
  /** Folder of the dumps (TALENTO_RESPALDOS_DIR/logicos). */
  carpeta: string;
  ahora?: Date;
  /**
   * pg_dump programs to try, in order (the first of the server's version or newer is used). By default
   * TALENTO_PG_DUMP when set, Debian's `/usr/lib/postgresql/<major>/bin/pg_dump` of the server's major, and `pg_dump`
   * on the PATH.
   */
  candidatos?: readonly string[];
  pgDumpConfigurado?: string;
}

/** The major version of a PostgreSQL server (`server_version_num` 180004 → 18). */
async function versionDelServidor(url: string): Promise<number> {
  return conClientePg(url, async (cliente) => {
    const r = await cliente.query<{ n: string }>("select current_setting('server_version_num') as n");
    return Math.floor(Number(r.rows[0]!.n) / 10000);
  });
}

/** The major version a pg_dump reports (`pg_dump (PostgreSQL) 15.18 (Debian …)` → 15); null when it does not run. */
async function versionDe(programa: string): Promise<number | null> {
  try {
    const { stdout } = await ejecutar(programa, ['--version']);
    const m = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function candidatosPorDefecto(versionServidor: number, configurado: string | undefined): string[] {
  const debian = `/usr/lib/postgresql/${versionServidor}/bin/pg_dump`;
  return [...(configurado ? [configurado] : []), ...(existsSync(debian) ? [debian] : []), 'pg_dump'];
}

/**
 * The URL with its password moved to a passfile of its own (0600, in a private temporary folder): the password never
 * sits on a command line `ps` shows. libpq reads it through the connection string's `passfile` parameter.
 */
async function conArchivoDeClave(url: string): Promise<{ url: string; borrar: () => Promise<void> }> {
  const u = new URL(url);
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-pgpass-'));
  const archivo = path.join(carpeta, 'pgpass');
  const escapar = (v: string) => v.replace(/[\\:]/g, (c) => `\\${c}`);
  // The host as libpq compares it: a socket folder travels percent-encoded in the URL (postgres://…@%2Fruta:5432/…).
  const linea = [
    decodeURIComponent(u.hostname),
    u.port || '5432',
    u.pathname.slice(1),
    decodeURIComponent(u.username),
  ]
    .map(escapar)
    .concat(escapar(decodeURIComponent(u.password)))
    .join(':');
  await writeFile(archivo, `${linea}\n`, { mode: 0o600 });
  u.password = '';
  u.searchParams.set('passfile', archivo);
  return { url: u.toString(), borrar: () => rm(carpeta, { recursive: true, force: true }) };
}

export async function volcadoLogico(opciones: OpcionesVolcado): Promise<ResultadoVolcado> {
  const ahora = opciones.ahora ?? new Date();
  const versionServidor = await versionDelServidor(opciones.url);
  const candidatos = opciones.candidatos ?? candidatosPorDefecto(versionServidor, opciones.pgDumpConfigurado);
  const vistos: string[] = [];
  let elegido: { programa: string; version: number } | null = null;
  for (const programa of candidatos) {
    const version = await versionDe(programa);
    if (version === null) continue;
    vistos.push(`${programa} (PostgreSQL ${version})`);
    if (version >= versionServidor) {
      elegido = { programa, version };
      break;
    }
  }
  if (!elegido)
    throw new Error(
      `El servidor es PostgreSQL ${versionServidor} y pg_dump debe ser de esa versión o posterior; ` +
        (vistos.length ? `en este equipo hay: ${vistos.join(', ')}` : 'en este equipo no hay pg_dump') +
        `. Instale las herramientas cliente de PostgreSQL ${versionServidor} o indique su pg_dump con TALENTO_PG_DUMP. ` +
        'No se escribió ningún archivo.',
    );

  await mkdir(opciones.carpeta, { recursive: true, mode: 0o700 });
  const nombre = `${selloFechaHora(ahora)}.dump`;
  const archivo = path.join(opciones.carpeta, nombre);
  const parcial = path.join(opciones.carpeta, `.${nombre}.parcial`);
  const conexion = await conArchivoDeClave(opciones.url);
  try {
    await ejecutar(elegido.programa, ['--format=custom', `--file=${parcial}`, `--dbname=${conexion.url}`], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const pgRestore = path.join(path.dirname(elegido.programa), 'pg_restore');
    const { stdout } = await ejecutar(
      path.isAbsolute(pgRestore) ? pgRestore : 'pg_restore',
      ['--list', parcial],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const objetos = stdout.split('\n').filter((l) => /^\d+;/.test(l)).length;
    if (objetos === 0) throw new Error('pg_restore no encontró objetos en el volcado');
    await rename(parcial, archivo);
    const manifiesto: ManifiestoVolcado = {
      versionApp: VERSION_APP,
      fecha: ahora.toISOString(),
      archivo: nombre,
      tamanoBytes: (await stat(archivo)).size,
      sha256: await sha256(archivo),
      versionServidor,
      versionPgDump: elegido.version,
      objetos,
    };
    await writeFile(
      path.join(opciones.carpeta, `${selloFechaHora(ahora)}.json`),
      JSON.stringify(manifiesto, null, 2),
    );
    return { archivo, manifiesto };
  } catch (error) {
    await rm(parcial, { force: true });
    const detalle = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new Error(`pg_dump no pudo hacer el volcado: ${detalle}`, { cause: error });
  } finally {
    await conexion.borrar();
  }
}
