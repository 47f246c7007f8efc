/** The last verified backup in the backups folder, and whether it is older than the 26 hours the issue allows. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HORAS_MAXIMAS_RESPALDO } from '@talento/rules';
import { leerJson, MANIFIESTO, VERIFICACION, type Manifiesto } from './respaldar';
import type { Verificacion } from './verificar';

export { HORAS_MAXIMAS_RESPALDO };

export interface EstadoRespaldos {
  /** When the last verified backup was taken (ISO), or null when there is none. */
  ultimoVerificado: string | null;
  /** Whole hours since then (null without one). */
  horas: number | null;
  atrasado: boolean;
}

export async function estadoRespaldos(raiz: string, ahora = new Date()): Promise<EstadoRespaldos> {
  const nombres = (await readdir(raiz).catch(() => [] as string[]))
    .filter((n) => !n.startsWith('.'))
    .sort()
    .reverse();
  for (const nombre of nombres) {
    const verificacion = await leerJson<Verificacion>(path.join(raiz, nombre, VERIFICACION));
    const manifiesto = verificacion?.ok
      ? await leerJson<Manifiesto>(path.join(raiz, nombre, MANIFIESTO))
      : null;
    if (!manifiesto) continue;
    const horas = Math.floor((ahora.getTime() - Date.parse(manifiesto.fecha)) / 3_600_000);
    return { ultimoVerificado: manifiesto.fecha, horas, atrasado: horas >= HORAS_MAXIMAS_RESPALDO };
  }
  return { ultimoVerificado: null, horas: null, atrasado: true };
}
