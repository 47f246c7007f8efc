/** Opens a file (bytes in memory or a stream) as rows, whatever it is: CSV in UTF-8 or Latin-1, or XLSX. */
import { Readable } from 'node:stream';
import { clasificarArchivo } from './detectar';
import { leerCsv } from './csv';
import { leerXlsx, leerXlsxEnMemoria } from './xlsx';
import type { FilaLeida } from './fila-leida';

export type { FilaLeida } from './fila-leida';

/** The rows of a file already in memory (an upload). */
export function filasDeBytes(bytes: Buffer, nombre: string): AsyncGenerator<FilaLeida> {
  const clase = clasificarArchivo(bytes, true);
  return clase.clase === 'xlsx'
    ? leerXlsxEnMemoria(bytes)
    : leerCsv(Readable.from([bytes]), clase.codificacion, clase.bom, nombre);
}

/** The rows of a file read as a stream (the CLI): `muestra` is its first bytes, `abrir` opens it from the start. */
export function filasDeFlujo(
  muestra: Buffer,
  completa: boolean,
  abrir: () => Readable,
  nombre: string,
): AsyncGenerator<FilaLeida> {
  const clase = clasificarArchivo(muestra, completa);
  // A workbook that fits in the sample is read in memory (xlsx.ts: the streaming reader can lose its shared strings).
  if (clase.clase === 'xlsx') return completa ? leerXlsxEnMemoria(muestra) : leerXlsx(abrir());
  return leerCsv(abrir(), clase.codificacion, clase.bom, nombre);
}
