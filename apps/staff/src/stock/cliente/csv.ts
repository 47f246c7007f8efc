import { aCsv, type ColumnaCsv } from '@talento/ui';
import type { FilaReporteStock } from './tipos';

const COLUMNAS: readonly ColumnaCsv<FilaReporteStock>[] = [
  { titulo: 'Cliente', valor: (f) => f.cliente },
  { titulo: 'Alto', valor: (f) => f.alto },
  { titulo: 'Medio', valor: (f) => f.medio },
  { titulo: 'Bajo', valor: (f) => f.bajo },
  { titulo: 'Muy bajo', valor: (f) => f.muyBajo },
  { titulo: 'Total', valor: (f) => f.total },
];

/** The report by level as CSV for Excel in Spanish (see `aCsv`). */
export function csvReporteStock(filas: readonly FilaReporteStock[]): string {
  return aCsv(COLUMNAS, filas);
}
