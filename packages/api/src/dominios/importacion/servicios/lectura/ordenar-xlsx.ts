/**
 * A workbook file rewritten with its parts in the order a one-pass reader needs: the package's content types and
 * relationships, `xl/workbook.xml` (the sheets' names), `xl/sharedStrings.xml` (the cells' texts) and the styles
 * (dates) before any sheet. exceljs's streaming reader reads the zip once in stored order; exceljs and other writers
 * put the sheets first, and then the reader sometimes loses the shared strings (exceljs issues 683 and 3064: cells
 * arrive empty) and reads sheets without their names. The entries are read through the zip's central directory (yauzl)
 * and copied one at a time into a new zip (yazl), so the file is never held in memory; entries are recompressed, not
 * parsed.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { openPromise, type Entry } from 'yauzl';
import { ZipFile } from 'yazl';

const PRIMERO = [
  /^\[Content_Types\]\.xml$/,
  /^_rels\//,
  /^xl\/workbook\.xml$/,
  /^xl\/_rels\//,
  /^xl\/sharedStrings\.xml$/,
  /^xl\/styles\.xml$/,
];
const rango = (nombre: string) => {
  const i = PRIMERO.findIndex((r) => r.test(nombre));
  return i < 0 ? PRIMERO.length : i;
};

/** Copies the zip at `origen` to `destino` with the parts above first (the rest in their stored order). */
export async function ordenarXlsx(origen: string, destino: string): Promise<void> {
  const zip = await openPromise(origen, { lazyEntries: true, autoClose: false });
  try {
    const entradas: Entry[] = [];
    for await (const entrada of zip.eachEntry()) if (!entrada.fileName.endsWith('/')) entradas.push(entrada);
    // Array.prototype.sort is stable: entries of the same rank keep their stored order.
    entradas.sort((a, b) => rango(a.fileName) - rango(b.fileName));
    const salida = new ZipFile();
    for (const entrada of entradas)
      salida.addReadStreamLazy(entrada.fileName, (listo) => {
        zip.openReadStreamPromise(entrada).then(
          (flujo) => listo(null, flujo),
          (error: unknown) => listo(error, undefined as unknown as NodeJS.ReadableStream),
        );
      });
    salida.end();
    await pipeline(salida.outputStream, createWriteStream(destino));
  } finally {
    zip.close();
  }
}
