/**
 * Calendar weeks of the weekly indicators chart (spec 01 §2 "Dashboard"), as 'YYYY-MM-DD' strings. "Today" is the
 * Bogotá calendar day (fechas/zona.ts); the week arithmetic is the date module's.
 */
import { lunesDeSemana, sumarDias } from '../fechas';

/** Monday to Friday of the week that contains the date. */
export function diasDeSemana(iso: string): string[] {
  const lunes = lunesDeSemana(iso);
  return [0, 1, 2, 3, 4].map((i) => sumarDias(lunes, i));
}

/** Monday of the week `delta` weeks away (−1 previous, +1 next). */
export function semanaVecina(iso: string, delta: number): string {
  return sumarDias(lunesDeSemana(iso), 7 * delta);
}
