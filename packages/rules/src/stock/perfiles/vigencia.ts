import { diasEntreFechas, type FechaIso } from '../../fechas';
import { STOCK_LIMITES } from '../../enums/stock';

export interface RangoVigencia {
  /** Upper end in days, the value the filter sends (10, 20, … 180). */
  hasta: number;
  /** Lower end in days (0 for the first range, then 11, 21, …). */
  desde: number;
  etiqueta: string;
}

const { paso, maximo } = STOCK_LIMITES.rangoVigenciaStock;

/**
 * The pool's validity filter (spec 02 §9 "groups of 10 up to 180"): days left until the candidate's stock validity
 * ends (vigencia_stock − today), 0 to 10, 11 to 20, … 171 to 180. A validity already past or further than 180 days,
 * or a reset one (no end date), falls in no range.
 */
export const RANGOS_VIGENCIA_STOCK: readonly RangoVigencia[] = Array.from({ length: maximo / paso }, (_, i) => {
  const hasta = (i + 1) * paso;
  const desde = i === 0 ? 0 : i * paso + 1;
  return { hasta, desde, etiqueta: `${desde} a ${hasta} días` };
});

/** The range whose upper end is `hasta`, or undefined for a value that is not one. */
export function rangoVigencia(hasta: number): RangoVigencia | undefined {
  return RANGOS_VIGENCIA_STOCK.find((r) => r.hasta === hasta);
}

/** Days left until `fin` (negative once past), counted in calendar days of Bogotá. */
export function diasRestantesVigencia(fin: FechaIso, hoy: FechaIso): number {
  return diasEntreFechas(hoy, fin);
}

/** Whether a validity ending on `fin` falls in the range (never for a reset validity). */
export function enRangoVigencia(fin: FechaIso | null, hoy: FechaIso, rango: RangoVigencia): boolean {
  if (!fin) return false;
  const dias = diasRestantesVigencia(fin, hoy);
  return dias >= rango.desde && dias <= rango.hasta;
}

/**
 * "Proximos" of a stock profile (our reading of spec 02 §3, which names it without defining it): its active pool
 * candidates whose stock validity ends within the first range, 0 to 10 days from today.
 */
export const RANGO_PROXIMOS: RangoVigencia = RANGOS_VIGENCIA_STOCK[0]!;

export function esProximo(fin: FechaIso | null, hoy: FechaIso): boolean {
  return enRangoVigencia(fin, hoy, RANGO_PROXIMOS);
}
