/**
 * Bulk load with PostgreSQL COPY (text format) through pg-copy-streams: rows are produced lazily and
 * written in chunks with back-pressure, so millions of rows never sit in memory at once.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type Valor = string | number | boolean | Date | null | undefined;

/** One value in COPY text format: \N for null, escaped backslash, tab and line breaks. */
export function valorCopy(v: Valor): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '\\N';
  if (v instanceof Date) return v.toISOString();
  return v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function identificador(nombre: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(nombre)) throw new Error(`Identificador no válido: ${nombre}`);
  return `"${nombre}"`;
}

const FILAS_POR_TROZO = 2000;

function* trozos(filas: Iterable<readonly Valor[]>): Generator<string> {
  let buffer: string[] = [];
  for (const fila of filas) {
    buffer.push(`${fila.map(valorCopy).join('\t')}\n`);
    if (buffer.length >= FILAS_POR_TROZO) {
      yield buffer.join('');
      buffer = [];
    }
  }
  if (buffer.length) yield buffer.join('');
}

/** COPY `filas` into `tabla (columnas)`; returns the number of rows loaded. */
export async function copiar(
  cliente: pg.ClientBase,
  tabla: string,
  columnas: readonly string[],
  filas: Iterable<readonly Valor[]>,
): Promise<number> {
  const sql = `copy ${identificador(tabla)} (${columnas.map(identificador).join(', ')}) from stdin`;
  const destino = cliente.query(copyFrom(sql));
  await pipeline(Readable.from(trozos(filas)), destino);
  return destino.rowCount;
}

/** Moves a serial column's sequence past the ids loaded with explicit values. */
export async function ajustarSecuencia(cliente: pg.ClientBase, tabla: string, columna = 'id'): Promise<void> {
  await cliente.query(
    `select setval(pg_get_serial_sequence($1, $2), greatest(1, (select coalesce(max(${identificador(columna)}), 0) from ${identificador(tabla)})))`,
    [tabla, columna],
  );
}

/** Next free id of a table (ids are assigned by the generator so rows can reference each other). */
export async function siguienteId(cliente: pg.ClientBase, tabla: string): Promise<number> {
  const r = await cliente.query<{ n: number }>(
    `select coalesce(max(id), 0)::int + 1 as n from ${identificador(tabla)}`,
  );
  return r.rows[0]?.n ?? 1;
}
