/**
 * Administración › Respaldos' port (packages/api nucleo/respaldos.ts) on this server: the backups folder read as the
 * CLI writes it (each `<fecha>/manifiesto.json` and `verificacion.json`; the `.parcial` folder of a run in progress is
 * not a backup yet) and the backup job's queue when this server runs it.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PuertoRespaldos, RespaldoEnCarpeta } from '@talento/api';
import { PATRON_NOMBRE_RESPALDO } from '@talento/rules';
import { leerJson, MANIFIESTO, VERIFICACION, type Manifiesto } from './respaldar';
import type { Verificacion } from './verificar';

async function leerRespaldo(carpeta: string, nombre: string): Promise<RespaldoEnCarpeta | null> {
  const manifiesto = await leerJson<Manifiesto>(path.join(carpeta, nombre, MANIFIESTO));
  if (!manifiesto) return null;
  const verificacion = await leerJson<Verificacion>(path.join(carpeta, nombre, VERIFICACION));
  return {
    nombre,
    fecha: new Date(manifiesto.fecha),
    tamanoBytes: manifiesto.tamanoBytes,
    verificado: verificacion ? verificacion.ok : null,
    errorVerificacion: verificacion && !verificacion.ok ? (verificacion.error ?? null) : null,
    ultimaMigracion: manifiesto.ultimaMigracion,
  };
}

export function puertoRespaldos(carpeta: string, cola: PuertoRespaldos['cola'] = null): PuertoRespaldos {
  const listar = async () => {
    const nombres = (await readdir(carpeta).catch(() => [] as string[]))
      .filter((n) => PATRON_NOMBRE_RESPALDO.test(n))
      .sort()
      .reverse();
    const respaldos = await Promise.all(nombres.map((n) => leerRespaldo(carpeta, n)));
    return respaldos.filter((r) => r !== null);
  };
  return {
    carpeta,
    listar,
    async archivo(nombre) {
      if (!PATRON_NOMBRE_RESPALDO.test(nombre)) return null;
      const manifiesto = await leerJson<Manifiesto>(path.join(carpeta, nombre, MANIFIESTO));
      if (!manifiesto) return null;
      // The manifest names the file; a name with a path in it is not one the CLI wrote.
      if (path.basename(manifiesto.archivo) !== manifiesto.archivo) return null;
      const ruta = path.join(carpeta, nombre, manifiesto.archivo);
      const info = await stat(ruta).catch(() => null);
      return info?.isFile() ? { ruta, tamanoBytes: info.size } : null;
    },
    cola,
  };
}
