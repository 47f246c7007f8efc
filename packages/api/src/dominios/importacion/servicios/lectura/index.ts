/** Opens a file (bytes in memory or a stream) as rows, whatever it is: CSV in UTF-8 or Latin-1, or XLSX. */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { clasificarArchivo } from './detectar';
import { leerCsv } from './csv';
import { leerXlsxDeArchivo, leerXlsxEnMemoria } from './xlsx';
import type { FilaLeida } from './fila-leida';

export type { FilaLeida } from './fila-leida';

/** The rows of a file already in memory (an upload). */
export function filasDeBytes(bytes: Buffer, nombre: string): AsyncGenerator<FilaLeida> {
  const clase = clasificarArchivo(bytes, true);
  return clase.clase === 'xlsx'
    ? leerXlsxEnMemoria(bytes)
    : leerCsv(Readable.from([bytes]), clase.codificacion, clase.bom, nombre);
}

/**
 * The rows of the file at `ruta`, read as a stream (the CLI): `muestra` is its first bytes (the whole file when
 * `completa`). A workbook that fits in the sample is read in memory, a larger one from the file (xlsx.ts).
 */
export function filasDeArchivo(
  ruta: string,
  muestra: Buffer,
  completa: boolean,
  nombre: string,
): AsyncGenerator<FilaLeida> {
  const clase = clasificarArchivo(muestra, completa);
  if (clase.clase === 'xlsx') return completa ? leerXlsxEnMemoria(muestra) : leerXlsxDeArchivo(ruta);
  return leerCsv(
    createReadStream(ruta, { highWaterMark: 1024 * 1024 }),
    clase.codificacion,
    clase.bom,
    nombre,
  );
}
