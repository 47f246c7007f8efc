import { STOCK_LIMITES } from '../enums/stock';
import { diasEntreFechas, type FechaIso } from '../fechas';

export interface RangoVigencia {
  /** Upper bound in days remaining (inclusive): the filter's value. */
  hasta: number;
  /** Lower bound in days remaining (inclusive); the first range has none (it holds the already expired too). */
  desde: number | null;
  etiqueta: string;
}

/**
 * Validity filter ranges in groups of `paso` days up to `maximo` (spec 02 §9): 10 → "0 a 10 días",
 * 20 → "11 a 20 días"… The first range also holds people whose validity already ended and were not yet expired
 * by the daily job: they are the ones to act on first.
 */
export function rangosDeVigencia(paso: number, maximo: number): RangoVigencia[] {
  const rangos: RangoVigencia[] = [];
  for (let hasta = paso; hasta <= maximo; hasta += paso) {
    const desde = hasta === paso ? null : hasta - paso + 1;
    rangos.push({ hasta, desde, etiqueta: `${desde ?? 0} a ${hasta} días` });
  }
  return rangos;
}

/**
 * Whether a validity ending on `fin` falls in the range, counting calendar days of Bogotá from `hoy` (never for a
 * reset validity, which has no end). The one reading of the ranges for the stock pool and the category lists.
 */
export function enRangoVigencia(fin: FechaIso | null, hoy: FechaIso, rango: RangoVigencia): boolean {
  if (!fin) return false;
  const dias = diasEntreFechas(hoy, fin);
  return dias <= rango.hasta && (rango.desde === null || dias >= rango.desde);
}

/** The category candidates' validity ranges: 10-day groups up to 30. */
export const RANGOS_VIGENCIA_CATEGORIA = rangosDeVigencia(
  STOCK_LIMITES.rangoVigenciaCategoria.paso,
  STOCK_LIMITES.rangoVigenciaCategoria.maximo,
);

/** The range of a filter value (its upper bound), or undefined for a value that is not one. */
export function rangoVigenciaCategoria(hasta: number): RangoVigencia | undefined {
  return RANGOS_VIGENCIA_CATEGORIA.find((r) => r.hasta === hasta);
}

/** The stock pool's validity ranges (spec 02 §9): 10-day groups up to 180. */
export const RANGOS_VIGENCIA_STOCK = rangosDeVigencia(
  STOCK_LIMITES.rangoVigenciaStock.paso,
  STOCK_LIMITES.rangoVigenciaStock.maximo,
);

/** The pool range of a filter value (its upper bound), or undefined for a value that is not one. */
export function rangoVigencia(hasta: number): RangoVigencia | undefined {
  return RANGOS_VIGENCIA_STOCK.find((r) => r.hasta === hasta);
}
