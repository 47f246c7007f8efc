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

/**
 * Archived WAL files older than the oldest of `primeros` (the first segment of each kept backup), compared by position
 * and not timeline (as pg_archivecleanup does); timeline history files are kept. None when a kept backup has no first
 * segment recorded (taken before archiving): its restore may need all of them.
 */
export function walABorrar(nombres: string[], primeros: (string | undefined)[]): string[] {
  if (primeros.length === 0 || primeros.some((p) => !p)) return [];
  const limite = (primeros as string[]).map((p) => p.slice(8)).sort()[0]!;
  return nombres.filter(
    (n) => /^[0-9A-F]{24}(\.partial|\.[0-9A-F]{8}\.backup)?$/.test(n) && n.slice(8, 24) < limite,
  );
}
