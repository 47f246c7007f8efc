import type { FechaIso } from './calendario';

/**
 * The day of a spreadsheet date cell as the workbook reader hands it: Excel dates carry no zone and exceljs builds them
 * at UTC midnight of the typed day, so that day is the UTC one (never the Bogotá day of the instant, one earlier).
 */
export function fechaIsoDeCeldaExcel(valor: Date): FechaIso {
  return valor.toISOString().slice(0, 10);
}
