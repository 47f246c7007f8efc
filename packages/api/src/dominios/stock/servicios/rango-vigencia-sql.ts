import { sumarDias, type FechaIso, type RangoVigencia } from '@talento/rules';
import type { Parametros } from '../../../nucleo/sql/parametros';

/**
 * The rules' `enRangoVigencia` as SQL on a date column: the validity ends at most `hasta` days from today and, past
 * the first range, at least `desde` days (the first range keeps those already past that the daily job has not
 * expired yet). The pool list, its "próximos" count and the category list read the ranges through this or the
 * same bounds (`limitesRangoVigencia`), so the screens and the counts agree.
 */
export function sqlEnRangoVigencia(
  columna: string,
  rango: RangoVigencia,
  hoy: FechaIso,
  p: Parametros,
): string {
  const { hasta, desde } = limitesRangoVigencia(rango, hoy);
  return `${columna} <= ${p.v(hasta)}::date${desde === null ? '' : ` and ${columna} >= ${p.v(desde)}::date`}`;
}

/** The calendar days bounding a range from `hoy` (desde null: no lower bound). */
export function limitesRangoVigencia(
  rango: RangoVigencia,
  hoy: FechaIso,
): { desde: FechaIso | null; hasta: FechaIso } {
  return {
    hasta: sumarDias(hoy, rango.hasta),
    desde: rango.desde === null ? null : sumarDias(hoy, rango.desde),
  };
}
