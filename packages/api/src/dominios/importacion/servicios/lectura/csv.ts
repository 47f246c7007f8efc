/**
 * Streaming CSV reader (csv-parse): the bytes decoded as detected (UTF-8 without its BOM, or Windows-1252), the
 * separator guessed from the header line (`;`, `,` or tab, outside quotes), rows handed over one at a time. Broken
 * quoting answers a Spanish message with the row; a cell starting with `=` is text like any other.
 */
import { Readable, Transform } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { MENSAJES_IMPORTACION as M, textoCelda } from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import type { FilaLeida } from './fila-leida';

/** The separator of the first line: the most frequent of `;`, `,` and tab outside double quotes. */
export function separadorDe(primeraLinea: string): string {
  const cuenta: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let enComillas = false;
  for (const ch of primeraLinea) {
    if (ch === '"') enComillas = !enComillas;
    else if (!enComillas && ch in cuenta) cuenta[ch]!++;
  }
  const [mejor, veces] = Object.entries(cuenta).sort((a, b) => b[1] - a[1])[0]!;
  return veces > 0 ? mejor : ',';
}

function decodificador(codificacion: string, saltar: number): Transform {
  const decoder = new TextDecoder(codificacion);
  let pendientes = saltar;
  return new Transform({
    readableObjectMode: false,
    transform(trozo: Buffer, _enc, listo) {
      let b = trozo;
      if (pendientes > 0) {
        const n = Math.min(pendientes, b.length);
        b = b.subarray(n);
        pendientes -= n;
      }
      listo(null, decoder.decode(b, { stream: true }));
    },
    flush(listo) {
      listo(null, decoder.decode());
    },
  });
}

/** Rows of a CSV from `bytes` (a stream of Buffers); the first line decides the separator. */
export async function* leerCsv(
  bytes: Readable,
  codificacion: 'utf-8' | 'windows-1252',
  bom: number,
  hoja: string,
): AsyncGenerator<FilaLeida> {
  const texto = bytes.pipe(decodificador(codificacion, bom)).setEncoding('utf8');
  // Read until the first line break to choose the separator, then hand the text (head included) to the parser.
  let cabeza = '';
  const iterador = texto[Symbol.asyncIterator]() as AsyncIterator<string>;
  for (;;) {
    if (/[\r\n]/.test(cabeza)) break;
    const r = await iterador.next();
    if (r.done) break;
    cabeza += r.value;
  }
  const separador = separadorDe(cabeza.split(/\r?\n|\r/)[0] ?? '');
  async function* resto() {
    yield cabeza;
    for (;;) {
      const r = await iterador.next();
      if (r.done) return;
      yield r.value;
    }
  }
  const parser = Readable.from(resto()).pipe(
    parse({
      delimiter: separador,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 1_000_000,
    }),
  );
  try {
    for await (const r of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { hoja, numero: r.info.lines, celdas: r.record.map(textoCelda) };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const linea = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new AppError('BAD_REQUEST', M.comillas(linea));
    }
    throw error;
  }
}
