/**
 * Values of PostgreSQL `date` columns as the server reads them: MikroORM hands 'YYYY-MM-DD' text; node-postgres,
 * when it parses a `date` itself, builds local midnight of that day, so its local fields are the stored day.
 */
import type { FechaIso } from './calendario';
import { aFechaIso } from './selector';

/** The stored calendar day of a `date` value ('YYYY-MM-DD'); null without one. */
export function fechaIsoDeColumna(valor: string | Date | null | undefined): FechaIso | null {
  if (valor === null || valor === undefined) return null;
  return typeof valor === 'string' ? valor.slice(0, 10) : aFechaIso(valor);
}
