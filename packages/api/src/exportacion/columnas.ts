import { format, isValid } from 'date-fns';
import { enBogota } from '@talento/rules';

/** What a column may hand to a cell: only plain values, so no cell can ever become a formula or rich object. */
export type ValorCelda = string | number | boolean | Date | null | undefined;

/**
 * How a cell is written: `texto` (the default, always a text cell), `numero`, `dinero` (a number with the `$ #,##0`
 * format), `fecha` (a Bogotá day: a 'YYYY-MM-DD' text or an instant, shown DD/MM/YYYY) and `fechaHora` (an instant on
 * the Bogotá clock, DD/MM/YYYY HH:mm).
 */
export type FormatoColumna = 'texto' | 'numero' | 'dinero' | 'fecha' | 'fechaHora';

/** One column of an export: its header as the screen shows it and how to read a row's value. */
export interface ColumnaExportacion<T> {
  titulo: string;
  valor: (fila: T) => ValorCelda;
  formato?: FormatoColumna;
  /** Width in characters (default from the header, at least 12). */
  ancho?: number;
}

/** Excel number formats of each kind of column. */
export const FORMATO_NUMERO: Record<FormatoColumna, string | undefined> = {
  texto: '@',
  numero: '#,##0',
  dinero: '"$" #,##0',
  fecha: 'dd/mm/yyyy',
  fechaHora: 'dd/mm/yyyy hh:mm',
};

/**
 * A `numero` cell whose value has decimals (a coordinate, a percentage with a fraction) gets this format instead of the
 * column's `#,##0`, which would show 4.6932 as "5": up to six decimals, none added to whole numbers.
 */
export const FORMATO_DECIMAL = '#,##0.0#####';

/** The format a cell needs when it differs from its column's (a fractional number in a `numero` column). */
export function formatoPropioDeCelda<T>(columna: ColumnaExportacion<T>, valor: unknown): string | undefined {
  return columna.formato === 'numero' && typeof valor === 'number' && !Number.isInteger(valor)
    ? FORMATO_DECIMAL
    : undefined;
}

const RE_FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Excel dates have no zone: a day or a wall-clock time is written as that same day and time in UTC (what exceljs
 * turns into the serial number), read on the Bogotá clock.
 */
function fechaExcel(valor: ValorCelda, conHora: boolean): Date | null {
  if (valor === null || valor === undefined || valor === '') return null;
  if (typeof valor === 'string') {
    const m = RE_FECHA_ISO.exec(valor);
    if (!m || conHora) {
      const instante = new Date(valor);
      return isValid(instante) ? fechaExcel(instante, conHora) : null;
    }
    return new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  }
  if (!(valor instanceof Date) || !isValid(valor)) return null;
  const patron = conHora ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'00:00:00";
  return new Date(`${format(valor, patron, { in: enBogota })}Z`);
}

function numero(valor: ValorCelda): number | null {
  if (valor === null || valor === undefined || valor === '') return null;
  const n = typeof valor === 'number' ? valor : Number(valor);
  return Number.isFinite(n) ? n : null;
}

function texto(valor: ValorCelda): string | null {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (valor instanceof Date)
    return fechaExcel(valor, true) ? format(valor, 'dd/MM/yyyy HH:mm', { in: enBogota }) : '';
  return String(valor);
}

/**
 * The cell value of a column for a row. Text stays a text cell whatever it starts with (`=`, `+`, `-`, `@`, a tab or a
 * carriage return): a string is never handed to exceljs as a formula object, so a name like `=HYPERLINK(…)` arrives as
 * the letters the person typed.
 */
export function valorDeCelda<T>(columna: ColumnaExportacion<T>, fila: T): string | number | Date | null {
  const valor = columna.valor(fila);
  switch (columna.formato ?? 'texto') {
    case 'numero':
    case 'dinero':
      return numero(valor);
    case 'fecha':
      return fechaExcel(valor, false);
    case 'fechaHora':
      return fechaExcel(valor, true);
    default:
      return texto(valor);
  }
}
