import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ColumnaExportacion, FORMATO_NUMERO, formatoPropioDeCelda, valorDeCelda } from './columnas';

/**
 * Writes the rows, page by page as they are read, to an XLSX in `destino` with exceljs' streaming writer: each row is
 * committed (serialised and handed to the stream) as soon as it is added, so memory holds one page, never the file.
 * Answers how many rows were written.
 */
export async function escribirXlsx<T>(
  destino: Writable,
  hoja: string,
  columnas: readonly ColumnaExportacion<T>[],
  paginas: AsyncIterable<readonly T[]>,
): Promise<number> {
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: destino,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = libro.addWorksheet(nombreDeHoja(hoja), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columnas.map((c, i) => ({
    key: String(i),
    width: c.ancho ?? Math.max(12, c.titulo.length + 2),
    style: { numFmt: FORMATO_NUMERO[c.formato ?? 'texto'] },
  }));
  const encabezado = ws.getRow(1);
  columnas.forEach((c, i) => {
    const celda = encabezado.getCell(i + 1);
    celda.value = c.titulo;
    celda.font = { bold: true };
  });
  encabezado.commit();
  let filas = 0;
  for await (const pagina of paginas) {
    for (const fila of pagina) {
      const valores = columnas.map((c) => valorDeCelda(c, fila));
      const escrita = ws.addRow(valores);
      columnas.forEach((c, i) => {
        const propio = formatoPropioDeCelda(c, valores[i]);
        if (propio) escrita.getCell(i + 1).numFmt = propio;
      });
      escrita.commit();
      filas++;
    }
  }
  ws.commit();
  await libro.commit();
  return filas;
}

/** Excel's sheet names: at most 31 characters, none of `[]:*?/\`. */
function nombreDeHoja(titulo: string): string {
  return titulo.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Hoja 1';
}
