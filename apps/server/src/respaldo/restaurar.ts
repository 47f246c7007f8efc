/**
 * Restore of a backup into the embedded cluster's folder: refused while a PostgreSQL runs on it; the backup is
 * unpacked into a fresh folder beside it, started and checked there, and only then swapped in. The previous folder
 * (and its password file) is renamed `<carpeta>.anterior-<fecha>` and kept until the operator removes it.
 */
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { comandoRestaurar } from '@talento/db';
import { formatoFechaHora } from '@talento/rules';
import { type Env } from '../env';
import { NOMBRE_ARCHIVO, sha256 } from './archivo';
import { archivoClave, carpetaDatos, postmasterVivo } from './carpeta-datos';
import { carpetaWal, leerJson, MANIFIESTO, nombreRespaldo, type Manifiesto } from './respaldar';
import { restaurarYComprobar, type Verificacion } from './verificar';

export class RestauracionRechazada extends Error {}

export interface ResultadoRestauracion {
  dataDir: string;
  /** Where the previous folder was kept (null when there was none). */
  anterior: string | null;
  verificacion: Verificacion;
}

/** `origen`: a backup folder (with its manifest) or its `datos.tar.gz` file. */
export async function restaurar(
  env: Pick<Env, 'base' | 'TALENTO_RESPALDOS_DIR'>,
  origen: string,
  ahora = new Date(),
  /** Point-in-time recovery: replay the archived WAL up to this instant (otherwise, to the end of the backup). */
  hasta: Date | null = null,
): Promise<ResultadoRestauracion> {
  if (env.base.tipo === 'externa')
    throw new RestauracionRechazada(
      'Talento usa una base de datos externa (DATABASE_URL): la restauración es tarea de quien opera ese servidor de PostgreSQL.',
    );
  const ruta = path.resolve(origen);
  const info = await stat(ruta).catch(() => null);
  if (!info) throw new RestauracionRechazada(`No existe ${ruta}.`);
  const carpeta = info.isDirectory() ? ruta : path.dirname(ruta);
  const archivo = info.isDirectory() ? path.join(ruta, NOMBRE_ARCHIVO) : ruta;
  const manifiesto = await leerJson<Manifiesto>(path.join(carpeta, MANIFIESTO));
  if (!manifiesto)
    throw new RestauracionRechazada(
      `No se encontró ${MANIFIESTO} junto a ${archivo}: no es un respaldo de Talento.`,
    );
  if ((await sha256(archivo).catch(() => null)) !== manifiesto.sha256)
    throw new RestauracionRechazada(
      `El archivo ${archivo} no coincide con la suma SHA-256 del manifiesto: está dañado o incompleto.`,
    );

  // The archive of the backed-up cluster (the restored copy keeps its system identifier and archives there too).
  const wal = carpetaWal(env, manifiesto.sistema);
  const hayWal = Boolean(manifiesto.sistema) && (await readdir(wal).catch(() => [] as string[])).length > 0;
  if (hasta) validarHasta(hasta, manifiesto, ahora, hayWal ? null : wal);

  const dataDir = await carpetaDatos(env.base.datos);
  const vivo = await postmasterVivo(dataDir);
  if (vivo)
    throw new RestauracionRechazada(
      `Un servidor está usando la carpeta de datos ${dataDir} (PostgreSQL, proceso ${vivo.pid}). Detenga Talento antes de restaurar: no se cambió nada.`,
    );

  const sello = nombreRespaldo(ahora);
  const nueva = `${dataDir}.restaurando-${sello}`;
  await rm(nueva, { recursive: true, force: true });
  await rm(archivoClave(nueva), { force: true });
  const verificacion = await restaurarYComprobar({
    archivo,
    dataDir: nueva,
    ultimaMigracion: manifiesto.ultimaMigracion,
    // Without an archive, `false` leaves only the backup's own WAL to replay.
    recuperacion: {
      restoreCommand: hayWal ? comandoRestaurar(wal) : 'false',
      hasta,
      archivarWal: carpetaWal(env),
    },
  });
  if (!verificacion.ok) {
    await rm(nueva, { recursive: true, force: true });
    await rm(archivoClave(nueva), { force: true });
    // PostgreSQL stops when the archive ends before the moment asked for.
    if (hasta && verificacion.error?.includes('recovery ended before configured recovery target'))
      throw new RestauracionRechazada(
        `El WAL archivado en ${wal} no llega hasta el ${formatoFechaHora(hasta)}: elija un momento anterior. No se cambió nada.`,
      );
    throw new Error(
      `${verificacion.error ?? 'La copia restaurada no pasó la comprobación.'} No se cambió nada.`,
    );
  }
  // A server started meanwhile holds the folder now: the swap would pull it from under it.
  if (await postmasterVivo(dataDir))
    throw new RestauracionRechazada(
      `Un servidor empezó a usar ${dataDir} durante la restauración: no se cambió nada (la copia comprobada quedó en ${nueva}).`,
    );
  const existia = Boolean(await stat(dataDir).catch(() => null));
  const anterior = existia ? `${dataDir}.anterior-${sello}` : null;
  if (anterior) {
    await rename(dataDir, anterior);
    await rename(archivoClave(dataDir), archivoClave(anterior)).catch(() => undefined);
  }
  await rename(nueva, dataDir);
  await rename(archivoClave(nueva), archivoClave(dataDir));
  return { dataDir, anterior, verificacion };
}

/** A moment the backup and the archive can reach: not before the backup ended, not in the future, with WAL archived. */
function validarHasta(hasta: Date, manifiesto: Manifiesto, ahora: Date, sinArchivo: string | null): void {
  if (!manifiesto.finFecha)
    throw new RestauracionRechazada(
      'Este respaldo se tomó antes del archivo continuo de WAL: solo se puede restaurar tal como quedó (sin --hasta). No se cambió nada.',
    );
  const fin = new Date(manifiesto.finFecha);
  if (hasta < fin) {
    const primerMinuto = new Date(Math.ceil(fin.getTime() / 60_000) * 60_000);
    throw new RestauracionRechazada(
      `El respaldo terminó el ${formatoFechaHora(fin)} (hora de Bogotá): con --hasta indique ${formatoFechaHora(primerMinuto)} o un momento posterior, o use un respaldo más antiguo. No se cambió nada.`,
    );
  }
  if (hasta > ahora)
    throw new RestauracionRechazada(
      `El momento pedido (${formatoFechaHora(hasta)}) todavía no ha llegado. No se cambió nada.`,
    );
  if (sinArchivo)
    throw new RestauracionRechazada(
      `No hay WAL archivado en ${sinArchivo}: solo se puede restaurar el respaldo tal como quedó (sin --hasta). No se cambió nada.`,
    );
}
