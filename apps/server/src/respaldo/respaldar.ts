/**
 * One backup of the embedded cluster into `<TALENTO_RESPALDOS_DIR>/<fecha de Bogotá>/`: the online copy (of the running
 * server, or of the folder through a PostgreSQL started for the purpose when none runs), packed, its manifest, the
 * verification (restored into a throwaway folder and checked) written beside it, then the retention.
 */
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
  chmod,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@talento/db';
import { selloFechaHora, VERSION_APP } from '@talento/rules';
import { carpetaRespaldos, type Env } from '../env';
import { empaquetar, NOMBRE_ARCHIVO, sha256 } from './archivo';
import { archivoClave, carpetaDatos, postmasterVivo, urlCluster } from './carpeta-datos';
import { copiarEnLinea } from './copia-en-linea';
import { respaldosABorrar, walABorrar } from './retencion';
import { restaurarYComprobar, type Verificacion } from './verificar';

export const MANIFIESTO = 'manifiesto.json';
export const VERIFICACION = 'verificacion.json';

export interface Manifiesto {
  versionApp: string;
  versionPostgres: string;
  ultimaMigracion: string | null;
  fecha: string;
  archivo: string;
  tamanoBytes: number;
  sha256: string;
  inicioLsn: string;
  finLsn: string;
  /** First WAL segment of the copy and when it ended (absent in backups taken before WAL archiving). */
  primerSegmento?: string;
  finFecha?: string;
  /** The cluster's system identifier: the folder of its archived WAL under `wal/`. */
  sistema?: string;
  /** Whether the server was running (online copy) or the folder was copied through a PostgreSQL started for it. */
  servidorEnMarcha: boolean;
}

export interface ResultadoRespaldo {
  carpeta: string;
  manifiesto: Manifiesto;
  verificacion: Verificacion;
  borrados: string[];
}

/** `2026-03-10_020000`: the Bogotá date and time, which sort in time order. */
export const nombreRespaldo = selloFechaHora;

/** Where the embedded cluster archives its WAL continuously (point-in-time recovery), in `<sistema>/` per cluster. */
export const carpetaWal = (env: Pick<Env, 'TALENTO_RESPALDOS_DIR'>, sistema?: string) =>
  path.join(carpetaRespaldos(env), 'wal', ...(sistema ? [sistema] : []));

export async function respaldar(
  env: Pick<Env, 'base' | 'TALENTO_RESPALDOS_DIR' | 'TALENTO_RESPALDOS_CONSERVAR' | 'TALENTO_RESPALDOS_DIAS'>,
  ahora = new Date(),
  log: (mensaje: string) => void = () => undefined,
): Promise<ResultadoRespaldo> {
  if (env.base.tipo === 'externa')
    throw new Error(
      'Talento usa una base de datos externa (DATABASE_URL): sus respaldos son tarea de quien opera ese servidor de PostgreSQL.',
    );
  const dataDir = await carpetaDatos(env.base.datos);
  const raiz = env.base.respaldos;
  await mkdir(raiz, { recursive: true });
  let nombre = nombreRespaldo(ahora);
  for (let n = 2; await existe(path.join(raiz, nombre)); n++) nombre = `${nombreRespaldo(ahora)}-${n}`;
  const carpeta = path.join(raiz, nombre);
  const parcial = path.join(raiz, `.${nombre}.parcial`);
  await mkdir(parcial, { mode: 0o700 });
  try {
    const clave = (
      await readFile(archivoClave(dataDir), 'utf8').catch(() => {
        throw new Error(`No hay un PostgreSQL embebido en ${dataDir} (falta su archivo de clave).`);
      })
    ).trim();
    const vivo = await postmasterVivo(dataDir);
    // No server: a PostgreSQL of our own on the folder for the copy (it refuses if a server starts meanwhile).
    const propio = vivo
      ? null
      : await startEmbeddedPostgres({ dataDir, archivarWal: carpetaWal(env), log: () => undefined });
    const puerto = vivo?.puerto ?? propio!.port;
    let copia;
    try {
      log(`Copiando ${dataDir} (${vivo ? 'servidor en marcha' : 'sin servidor'})…`);
      copia = await copiarEnLinea({
        url: urlCluster(clave, puerto),
        urlTalento: urlCluster(clave, puerto, 'talento'),
        dataDir,
        destino: path.join(parcial, 'datos'),
        etiqueta: `talento ${nombre}`,
      });
    } finally {
      await propio?.stop();
    }
    await copyFile(archivoClave(dataDir), path.join(parcial, 'clave'));
    const archivo = path.join(parcial, NOMBRE_ARCHIVO);
    log('Comprimiendo…');
    await empaquetar(parcial, archivo);
    await rm(path.join(parcial, 'datos'), { recursive: true, force: true });
    await rm(path.join(parcial, 'clave'), { force: true });
    const manifiesto: Manifiesto = {
      versionApp: VERSION_APP,
      versionPostgres: copia.versionPostgres,
      ultimaMigracion: copia.ultimaMigracion,
      fecha: ahora.toISOString(),
      archivo: NOMBRE_ARCHIVO,
      tamanoBytes: (await stat(archivo)).size,
      sha256: await sha256(archivo),
      inicioLsn: copia.inicioLsn,
      finLsn: copia.finLsn,
      primerSegmento: copia.primerSegmento,
      finFecha: copia.finFecha,
      sistema: copia.sistema,
      servidorEnMarcha: Boolean(vivo),
    };
    await writeFile(path.join(parcial, MANIFIESTO), `${JSON.stringify(manifiesto, null, 2)}\n`);
    await rename(parcial, carpeta);
    log('Verificando: se restaura en una carpeta temporal…');
    const verificacion = await verificarRespaldo(carpeta, manifiesto);
    await writeFile(path.join(carpeta, VERIFICACION), `${JSON.stringify(verificacion, null, 2)}\n`);
    const borrados = await aplicarRetencion(raiz, env, ahora, nombre, copia.sistema);
    return { carpeta, manifiesto, verificacion, borrados };
  } finally {
    await rm(parcial, { recursive: true, force: true });
  }
}

/** Restores the backup in `carpeta` into a throwaway folder and checks it (the checksum of the file first). */
export async function verificarRespaldo(carpeta: string, manifiesto: Manifiesto): Promise<Verificacion> {
  const archivo = path.join(carpeta, manifiesto.archivo);
  if ((await sha256(archivo)) !== manifiesto.sha256)
    return {
      ok: false,
      fecha: new Date().toISOString(),
      duracionMs: 0,
      error: `El archivo ${archivo} no coincide con la suma SHA-256 del manifiesto: está dañado.`,
    };
  const temporal = await mkdtemp(path.join(os.tmpdir(), 'talento-verificacion-'));
  await chmod(temporal, 0o755); // as root the cluster runs as `postgres`, which must reach it
  try {
    return await restaurarYComprobar({
      archivo,
      dataDir: path.join(temporal, 'pg'),
      ultimaMigracion: manifiesto.ultimaMigracion,
      rapido: true,
    });
  } finally {
    await rm(temporal, { recursive: true, force: true });
  }
}

async function aplicarRetencion(
  raiz: string,
  env: Pick<Env, 'TALENTO_RESPALDOS_CONSERVAR' | 'TALENTO_RESPALDOS_DIAS'>,
  ahora: Date,
  actual: string,
  sistema: string,
): Promise<string[]> {
  const listados = [];
  for (const nombre of await readdir(raiz)) {
    if (nombre.startsWith('.')) continue;
    const m = await leerJson<Manifiesto>(path.join(raiz, nombre, MANIFIESTO));
    if (!m) continue;
    const v = await leerJson<Verificacion>(path.join(raiz, nombre, VERIFICACION));
    listados.push({ nombre, fecha: new Date(m.fecha), verificado: Boolean(v?.ok) });
  }
  const borrar = respaldosABorrar(
    listados,
    { conservar: env.TALENTO_RESPALDOS_CONSERVAR, dias: env.TALENTO_RESPALDOS_DIAS },
    ahora,
  ).filter((n) => n !== actual);
  for (const nombre of borrar) await rm(path.join(raiz, nombre), { recursive: true, force: true });
  // The kept backups of this cluster (their archive is `wal/<sistema>/`).
  const conservados = [];
  for (const { nombre } of listados.filter((l) => !borrar.includes(l.nombre))) {
    const m = await leerJson<Manifiesto>(path.join(raiz, nombre, MANIFIESTO));
    if (!m?.sistema || m.sistema === sistema) conservados.push(m?.primerSegmento);
  }
  await podarWal(path.join(raiz, 'wal', sistema), conservados);
  return borrar;
}

export async function leerJson<T>(archivo: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(archivo, 'utf8')) as T;
  } catch {
    return null;
  }
}

const existe = (ruta: string) =>
  stat(ruta).then(
    () => true,
    () => false,
  );

/** Deletes the archived WAL older than the oldest kept backup (nothing while a kept backup predates archiving). */
async function podarWal(carpeta: string, primeros: (string | undefined)[]): Promise<void> {
  const nombres = await readdir(carpeta).catch(() => [] as string[]);
  for (const nombre of walABorrar(nombres, primeros)) await rm(path.join(carpeta, nombre), { force: true });
}
