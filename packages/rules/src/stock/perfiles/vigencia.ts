import type { FechaIso } from '../../fechas';
import { enRangoVigencia, RANGOS_VIGENCIA_STOCK, type RangoVigencia } from '../rangos-vigencia';

/**
 * "Proximos" of a stock profile (our reading of spec 02 §3, which names it without defining it): its active pool
 * candidates whose stock validity ends within the first range — up to 10 days from today, including those already
 * past that the daily job has not expired yet (the same first range as the pool filter).
 */
export const RANGO_PROXIMOS: RangoVigencia = RANGOS_VIGENCIA_STOCK[0]!;

export function esProximo(fin: FechaIso | null, hoy: FechaIso): boolean {
  return enRangoVigencia(fin, hoy, RANGO_PROXIMOS);
}
