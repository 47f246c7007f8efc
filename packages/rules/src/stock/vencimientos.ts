/**
 * When a stock validity ends (spec 02 §3 stock-profile candidate, category candidate), read by the daily stock
 * job. Validity dates are calendar days in the business zone and the date itself is still valid: a row expires
 * the day after its last valid day.
 */
import { diasEntreFechas, type FechaIso } from '../fechas';
import { DisponibilidadStock } from '../enums/stock';

export interface VigenciasPool {
  vigenciaStock: FechaIso | null;
  vigenciaStock2: FechaIso | null;
  vigenciaExpiracion: FechaIso | null;
}

export interface VigenciasCategoria {
  vigenciaCategoria: FechaIso | null;
  vigenciaCategoria2: FechaIso | null;
}

const primera = (a: FechaIso | null, b: FechaIso | null): FechaIso | null => {
  if (a === null) return b;
  if (b === null) return a;
  return diasEntreFechas(a, b) >= 0 ? a : b;
};

/**
 * Last valid day of a pool row: the renewed end (vigencia_stock2) when set, otherwise vigencia_stock; the hard
 * expiry (vigencia_expiracion, e.g. the tests lapsing) ends it too, whichever comes first. null: no end known.
 */
export function finVigenciaPool(v: VigenciasPool): FechaIso | null {
  return primera(v.vigenciaStock2 ?? v.vigenciaStock, v.vigenciaExpiracion);
}

/** Last valid day of a category row: the renewed end (vigencia_categoria2) when set, otherwise vigencia_categoria. */
export function finVigenciaCategoria(v: VigenciasCategoria): FechaIso | null {
  return v.vigenciaCategoria2 ?? v.vigenciaCategoria;
}

/** Expired when today is past the last valid day; a row with no end never expires by date. */
export function vigenciaVencida(fin: FechaIso | null, hoy: FechaIso): boolean {
  return fin !== null && diasEntreFechas(fin, hoy) > 0;
}

/** What still holds a person in stock after some of their rows expired. */
export interface RetencionStock {
  /** An active row (estado 1) in some stock profile's pool. */
  enPool: boolean;
  /** An active row in a stock category. */
  enCategoria: boolean;
}

/**
 * disponibilidad_stock after stock rows expired. Only the stock marks (2 client stock, 3 category stock) are
 * touched: 1 and 4 belong to an order and are freed by the order flow. A mark the person still has a row for
 * stays; otherwise the other kind of stock that still holds them, else free (0).
 */
export function disponibilidadStockTrasVencer(actual: number, sigue: RetencionStock): number {
  if (actual !== DisponibilidadStock.EN_STOCK_CLIENTE && actual !== DisponibilidadStock.EN_STOCK_CATEGORIA)
    return actual;
  if (actual === DisponibilidadStock.EN_STOCK_CLIENTE && sigue.enPool) return actual;
  if (actual === DisponibilidadStock.EN_STOCK_CATEGORIA && sigue.enCategoria) return actual;
  if (sigue.enPool) return DisponibilidadStock.EN_STOCK_CLIENTE;
  if (sigue.enCategoria) return DisponibilidadStock.EN_STOCK_CATEGORIA;
  return DisponibilidadStock.LIBRE;
}
