/**
 * Streaming XLSX reader (exceljs WorkbookReader): every sheet, row by row, cells as text. A formula arrives as its
 * text (`=HYPERLINK(…)` stays those characters, never evaluated); a date cell as DD/MM/YYYY; a number as its digits.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fechaIsoDeCeldaExcel, formatoFecha, MENSAJES_IMPORTACION as M, textoCelda } from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import type { FilaLeida } from './fila-leida';
import { ordenarXlsx } from './ordenar-xlsx';

/** A cell's value as the text a person typed. */
export function textoDeValor(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return formatoFecha(fechaIsoDeCeldaExcel(v));
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'object') {
    if ('formula' in v || 'sharedFormula' in v) {
      const f =
        (v as { formula?: string; sharedFormula?: string }).formula ??
        (v as { sharedFormula?: string }).sharedFormula ??
        '';
      return `=${f}`;
    }
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return textoDeValor((v as { text: ExcelJS.CellValue }).text);
    if ('error' in v) return String(v.error);
  }
  return typeof v === 'string' ? textoCelda(v) : '';
}

/** A row's cells as text; null when every cell is empty. */
function celdasDe(fila: ExcelJS.Row): string[] | null {
  const valores = Array.isArray(fila.values) ? fila.values.slice(1) : [];
  const celdas = Array.from(valores, (v) => textoCelda(textoDeValor(v)));
  return celdas.some((c) => c !== '') ? celdas : null;
}

/**
 * Rows of every sheet of a workbook already in memory (an upload, at most MAX_BYTES_IMPORTACION), read through the
 * zip's central directory (exceljs Workbook.load): deterministic. exceljs's streaming reader makes one pass over the
 * zip in stored order and, when the sheets come before `xl/sharedStrings.xml` (as exceljs itself writes them), it
 * sometimes loses that entry under load and gives cells as `{ sharedString: n }` (exceljs issues 683 and 3064): the
 * text would arrive empty.
 */
export async function* leerXlsxEnMemoria(bytes: Buffer): AsyncGenerator<FilaLeida> {
  const libro = new ExcelJS.Workbook();
  try {
    // exceljs types its input as its own `Buffer` (an ArrayBuffer); a Node Buffer is what it reads.
    await libro.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError('BAD_REQUEST', M.xlsxDanado);
  }
  for (const hoja of libro.worksheets) {
    const filas: FilaLeida[] = [];
    hoja.eachRow((fila, numero) => {
      const celdas = celdasDe(fila);
      if (celdas) filas.push({ hoja: hoja.name, numero, celdas });
    });
    yield* filas;
  }
}

/**
 * Rows of every sheet of the workbook file at `ruta` (the CLI's files, too large to hold), streamed: first copied with
 * its shared strings and workbook before the sheets (ordenar-xlsx.ts), which is the order exceljs's one-pass reader
 * reads without the race described above; the copy is removed at the end.
 */
export async function* leerXlsxDeArchivo(ruta: string): AsyncGenerator<FilaLeida> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-xlsx-'));
  try {
    const ordenado = path.join(carpeta, 'libro.xlsx');
    try {
      await ordenarXlsx(ruta, ordenado);
    } catch {
      throw new AppError('BAD_REQUEST', M.xlsxDanado);
    }
    yield* leerXlsx(createReadStream(ordenado, { highWaterMark: 1024 * 1024 }));
  } finally {
    await rm(carpeta, { recursive: true, force: true });
  }
}

/**
 * Rows of every sheet of the workbook in `bytes`, streamed in one pass over the zip. Subject to exceljs's streaming race
 * described above unless the shared strings and the workbook come before the sheets (leerXlsxDeArchivo sees to it).
 */
export async function* leerXlsx(bytes: Readable): AsyncGenerator<FilaLeida> {
  const libro = new ExcelJS.stream.xlsx.WorkbookReader(bytes, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  // exceljs reads a sheet that comes before `xl/workbook.xml` in the zip (as exceljs itself writes them) without the
  // workbook's model and fails on it: with an empty model such a sheet keeps its default name ("Sheet1") and its kind
  // is told by its headers. Excel writes workbook.xml first, so its sheets keep their names.
  const conModelo = libro as unknown as { model?: { sheets?: unknown[] } };
  conModelo.model ??= { sheets: [] };
  try {
    for await (const hoja of libro) {
      const nombre = (hoja as unknown as { name?: string }).name ?? 'Hoja';
      for await (const fila of hoja as AsyncIterable<ExcelJS.Row>) {
        const celdas = celdasDe(fila);
        if (celdas) yield { hoja: nombre, numero: fila.number, celdas };
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', M.xlsxDanado);
  }
}
