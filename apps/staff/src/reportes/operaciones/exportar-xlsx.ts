import type { ColumnaTabla, FilaInforme } from '@talento/ui';
import { nombreDeArchivoDe } from '@talento/rules';

/** What the sheet says above the table: the report's filters and when the figures were computed. */
export type Encabezado = readonly (readonly [string, string])[];

/** "Promedio móvil de las …" → "promedio-movil-de-las-…" (no accents nor spaces in a file name). */
export const nombreDeArchivo = nombreDeArchivoDe;

const PORCENTAJES = new Set(['nivelServicio', 'efectividadEnvio', 'puntajeGestion']);

/**
 * The Excel number format of one cell, as the screen shows it: a percentage with its decimals (the overall score
 * with 1), a count as an integer, and the moving average of a count with 2 decimals.
 */
export function formatoCelda(fila: Pick<FilaInforme, 'clave'>, columna: Pick<ColumnaTabla, 'clave'>): string {
  if (PORCENTAJES.has(fila.clave)) return `0.${fila.clave === 'puntajeGestion' ? '0' : '00'}"%"`;
  return columna.clave === 'promedio' ? '#,##0.00' : '#,##0';
}

/**
 * One accordion table as an .xlsx file: the title and the filters in the first rows, then the table (numbers as
 * numbers, formatted by `formatoCelda`). exceljs weighs about 1 MB, so it is imported only when asked.
 */
export async function exportarXlsx(
  titulo: string,
  encabezado: Encabezado,
  filas: FilaInforme[],
  columnas: ColumnaTabla[],
): Promise<void> {
  const modulo = await import('exceljs');
  // The browser build is a UMD bundle: the classes are on `default` or on the module itself, by bundler interop.
  const ExcelJS = (modulo as unknown as { default?: typeof modulo }).default ?? modulo;
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet(titulo.slice(0, 31));
  hoja.addRow([`Informe de operaciones · ${titulo}`]).font = { bold: true, size: 13 };
  for (const [nombre, valor] of encabezado) hoja.addRow([nombre, valor]);
  hoja.addRow([]);
  const cabecera = hoja.addRow(['Indicador', ...columnas.map((c) => c.etiqueta)]);
  cabecera.font = { bold: true };
  for (const fila of filas) {
    const r = hoja.addRow([fila.etiqueta, ...columnas.map((c) => c.valor(fila))]);
    columnas.forEach((c, i) => (r.getCell(i + 2).numFmt = formatoCelda(fila, c)));
  }
  hoja.getColumn(1).width = 42;
  columnas.forEach((_, i) => (hoja.getColumn(i + 2).width = 22));
  const datos = await libro.xlsx.writeBuffer();
  const url = URL.createObjectURL(
    new Blob([datos], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = `informe-operaciones-${nombreDeArchivo(titulo)}.xlsx`;
  enlace.click();
  URL.revokeObjectURL(url);
}
