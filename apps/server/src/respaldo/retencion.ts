/**
 * Which backups to delete: beyond the newest `conservar`, or taken before `dias` days ago (Bogotá calendar days); never the newest one and never the
 * newest verified one (whatever their age, the installation keeps one good backup).
 */
import { fechaEnZonaNegocio, hoyIso, sumarDias } from '@talento/rules';

export interface RespaldoListado {
  /** Folder name; names sort in time order. */
  nombre: string;
  fecha: Date;
  verificado: boolean;
}

export interface Retencion {
  conservar: number;
  dias: number;
}

export function respaldosABorrar(respaldos: RespaldoListado[], r: Retencion, ahora: Date): string[] {
  const orden = [...respaldos].sort((a, b) => b.nombre.localeCompare(a.nombre));
  const ultimoVerificado = orden.find((x) => x.verificado)?.nombre;
  const limite = sumarDias(hoyIso(ahora), -r.dias);
  return orden
    .filter((x, i) => i > 0 && x.nombre !== ultimoVerificado)
    .filter((x) => orden.indexOf(x) >= r.conservar || fechaEnZonaNegocio(x.fecha) < limite)
    .map((x) => x.nombre);
}
