/**
 * What an uploaded file is, from its first bytes: an XLSX (a zip), a text CSV and its encoding, or something else
 * renamed (a PDF, an image, a Word document, any binary). Latin-1 is told from UTF-8 by decoding: a file that is not
 * valid UTF-8 is read as Windows-1252 (Latin-1 plus the typographic quotes and the euro sign spreadsheets write).
 */
import { AppError } from '../../../../nucleo/errors';
import { MENSAJES_IMPORTACION as M } from '@talento/rules';

export type ClaseArchivo =
  { clase: 'xlsx' } | { clase: 'csv'; codificacion: 'utf-8' | 'windows-1252'; bom: number };

const FIRMAS_AJENAS: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xd0, 0xcf, 0x11, 0xe0], // OLE (xls, doc)
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4d, 0x5a], // EXE
];

const empieza = (b: Uint8Array, firma: readonly number[]) => firma.every((x, i) => b[i] === x);

/** True when `muestra` decodes as UTF-8 (a multi-byte character cut at the end of the sample is not an error). */
function esUtf8(muestra: Uint8Array, completa: boolean): boolean {
  let fin = muestra.length;
  if (!completa) {
    // Drop a trailing partial sequence: back up over at most 3 continuation bytes to its lead byte.
    let i = fin - 1;
    while (i >= 0 && fin - i <= 4 && (muestra[i]! & 0xc0) === 0x80) i--;
    if (i >= 0 && muestra[i]! >= 0xc0) fin = i;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(muestra.subarray(0, fin));
    return true;
  } catch {
    return false;
  }
}

/** Classifies a file by its first bytes (`completa`: the sample is the whole file). Refuses empty and binary files. */
export function clasificarArchivo(muestra: Uint8Array, completa: boolean): ClaseArchivo {
  if (muestra.length === 0) throw new AppError('BAD_REQUEST', M.archivoVacio);
  if (empieza(muestra, [0x50, 0x4b, 0x03, 0x04])) return { clase: 'xlsx' };
  if (FIRMAS_AJENAS.some((f) => empieza(muestra, f))) throw new AppError('BAD_REQUEST', M.noEsTexto);
  const bomUtf8 = empieza(muestra, [0xef, 0xbb, 0xbf]);
  if (empieza(muestra, [0xff, 0xfe]) || empieza(muestra, [0xfe, 0xff]))
    throw new AppError('BAD_REQUEST', M.noEsTexto);
  const texto = muestra.subarray(bomUtf8 ? 3 : 0, 64 * 1024);
  // Text has no NUL and few control characters besides tab and line breaks.
  let control = 0;
  for (const b of texto) {
    if (b === 0) throw new AppError('BAD_REQUEST', M.noEsTexto);
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  }
  if (control > texto.length / 100 + 2) throw new AppError('BAD_REQUEST', M.noEsTexto);
  if (bomUtf8) return { clase: 'csv', codificacion: 'utf-8', bom: 3 };
  return { clase: 'csv', codificacion: esUtf8(muestra, completa) ? 'utf-8' : 'windows-1252', bom: 0 };
}
