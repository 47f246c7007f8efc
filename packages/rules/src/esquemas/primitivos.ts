/**
 * The only builders of text, number and date leaves for procedure inputs (issue 12 §7). Every value a user
 * sends ends in a PostgreSQL column, so each leaf refuses what its column would refuse with a 500: control
 * characters (PostgreSQL text cannot hold NUL), unpaired surrogates, numbers beyond the column's range,
 * non-finite numbers and impossible dates. Lint forbids `z.string()` / `z.number()` / `z.date()` in input
 * schemas outside this file; `esquemas-entrada.test.ts` (packages/api) walks every procedure to prove it.
 */
import { z } from 'zod';
import { fechaIsoExiste } from '../fechas/calendario';

/** Ranges of the PostgreSQL column types that inputs reach. */
export const RANGO_COLUMNA = {
  integer: { min: -2_147_483_648, max: 2_147_483_647 },
  smallint: { min: -32_768, max: 32_767 },
} as const;
export type TipoColumnaEntera = keyof typeof RANGO_COLUMNA;

/** Largest value of an `integer` column: ids, foreign keys and versions. */
export const ID_MAXIMO = RANGO_COLUMNA.integer.max;
/** Largest value of a `numeric(12,2)` money column (salaries, allowances, commissions). */
export const DINERO_MAXIMO = 9_999_999_999.99;
/** Calendar dates accepted anywhere (the product has no date before 1900 nor after 2999). */
export const ANIO_MINIMO = 1900;
export const ANIO_MAXIMO = 2999;

export const MENSAJES_PRIMITIVOS = {
  texto: 'Escriba un texto válido',
  requerido: 'Campo requerido',
  minCaracteres: (n: number) => `Mínimo ${n} caracteres`,
  caracteresNoPermitidos:
    'El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo',
  maxCaracteres: (n: number) => `Máximo ${n} caracteres`,
  numero: 'Debe ser un número',
  entero: 'Debe ser un número entero',
  rango: (min: number, max: number) => `Debe ser un número entre ${min} y ${max}`,
  identificador: 'Identificador inválido',
  version: 'Versión inválida',
  fecha: 'Fecha inválida',
  fechaFueraDeRango: `La fecha debe estar entre los años ${ANIO_MINIMO} y ${ANIO_MAXIMO}`,
  dineroNegativo: 'El valor no puede ser negativo',
  dineroMaximo: 'El valor es demasiado grande',
  /** When PostgreSQL itself refuses a value (a schema missed it): the answer is still a 400 in Spanish. */
  baseDeDatos: {
    caracteres: 'El texto contiene caracteres no permitidos; revíselo e intente de nuevo',
    numero: 'Un valor numérico está fuera del rango permitido; revíselo e intente de nuevo',
    largo: 'Un texto supera la longitud permitida; revíselo e intente de nuevo',
    fecha: 'Una fecha no es válida o está fuera del rango permitido; revísela e intente de nuevo',
  },
} as const;
const M = MENSAJES_PRIMITIVOS;

/**
 * C0 controls, DEL, C1 controls and unpaired surrogates (`\p{Cs}` with the u flag matches only lone halves;
 * a lone half would be stored as U+FFFD, silently changing the text). Multi-line text keeps tab, line feed and carriage return; single-line
 * text refuses them too (after trimming, so a pasted trailing newline is not an error).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const CONTROL_UNA_LINEA = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- idem, keeping tab, line feed and carriage return
const CONTROL_MULTILINEA = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** True when the text has no control character (tab/LF/CR allowed when multi-line) and no unpaired surrogate. */
export function textoSinControl(valor: string, multilinea = false): boolean {
  return !(multilinea ? CONTROL_MULTILINEA : CONTROL_UNA_LINEA).test(valor);
}

export interface OpcionesTexto {
  /** Column length (varchar(n)) or the domain's limit for `text` columns. */
  max: number;
  /** Minimum length after trimming; 1 makes the field required. Default 0. */
  min?: number;
  /** Message for a missing/non-text value and for `min`. */
  mensaje?: string;
  /** Message past `max` (default "Máximo n caracteres"). */
  mensajeLargo?: string;
  /** Trims surrounding white space first (default true; passwords keep theirs). */
  recortar?: boolean;
  /** Allows tab, line feed and carriage return (comments, descriptions). Default false. */
  multilinea?: boolean;
}

/** A text leaf: no control characters, trimmed by default, at most `max` characters. Chain `.regex()` etc. freely. */
export function texto({
  max,
  min = 0,
  mensaje,
  mensajeLargo = M.maxCaracteres(max),
  recortar = true,
  multilinea = false,
}: OpcionesTexto) {
  const base = z.string(mensaje ? { message: mensaje } : { message: M.texto });
  const recortado = recortar ? base.trim() : base;
  const sinControl = recortado.refine((v) => textoSinControl(v, multilinea), M.caracteresNoPermitidos);
  return (
    min > 0 ? sinControl.min(min, mensaje ?? (min === 1 ? M.requerido : M.minCaracteres(min))) : sinControl
  ).max(max, mensajeLargo);
}

/** A fixed-format text (token, hour, code): the pattern decides, the message is the same for every failure. */
export function formato(patron: RegExp, mensaje: string, max = 200) {
  return texto({ max, mensaje, mensajeLargo: mensaje, recortar: false }).regex(patron, mensaje);
}

const RE_FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** True for an existing calendar day 'YYYY-MM-DD' between ANIO_MINIMO and ANIO_MAXIMO (2026-02-30 is false). */
export function esFechaIso(valor: string): boolean {
  return (
    RE_FECHA.test(valor) &&
    fechaIsoExiste(valor) &&
    valor >= `${ANIO_MINIMO}-01-01` &&
    valor <= `${ANIO_MAXIMO}-12-31`
  );
}

/** A calendar day 'YYYY-MM-DD' that exists, within the years PostgreSQL `date` columns get from the product. */
export function fechaIso(mensaje: string = M.fecha) {
  return z
    .string({ message: mensaje })
    .max(10, { message: mensaje, abort: true })
    .refine(esFechaIso, mensaje);
}

/**
 * An instant sent as ISO 8601 text with its offset (external systems' JSON: webhooks, device batches), within
 * ANIO_MINIMO..ANIO_MAXIMO like `fechaHora`: a year 0000 or 9999 would reach a `timestamptz` column out of range.
 */
export function instanteIso(mensaje: string = 'debe ser una fecha ISO 8601') {
  return z.iso.datetime({ offset: true, error: mensaje }).refine((texto) => {
    const ms = new Date(texto).getTime();
    return (
      ms >= Date.parse(`${ANIO_MINIMO}-01-01T00:00:00Z`) && ms <= Date.parse(`${ANIO_MAXIMO}-12-31T23:59:59Z`)
    );
  }, M.fechaFueraDeRango);
}

/** An instant (a `timestamptz` column): a valid Date within ANIO_MINIMO..ANIO_MAXIMO. */
export function fechaHora(mensaje: string = M.fecha) {
  return z
    .date({ message: mensaje })
    .min(new Date(`${ANIO_MINIMO}-01-01T00:00:00Z`), M.fechaFueraDeRango)
    .max(new Date(`${ANIO_MAXIMO}-12-31T23:59:59Z`), M.fechaFueraDeRango);
}

export interface OpcionesEntero {
  min: number;
  max: number;
  /** The column the value is stored in; the bounds must fit it (checked when the schema is built). */
  columna?: TipoColumnaEntera;
  /** Message for a missing value or one that is not a whole number. */
  mensaje?: string;
  /** Message out of range (default "Debe ser un número entre min y max"). */
  mensajeRango?: string;
  /** Message below `min` only (default: `mensajeRango`). */
  mensajeMinimo?: string;
}

/** A whole number within [min, max], which must fit the column type (integer by default). */
export function entero({
  min,
  max,
  columna = 'integer',
  mensaje,
  mensajeRango,
  mensajeMinimo,
}: OpcionesEntero) {
  const rango = RANGO_COLUMNA[columna];
  if (min < rango.min || max > rango.max || min > max)
    throw new Error(`Rango ${min}..${max} fuera de la columna ${columna}`);
  const fuera = mensajeRango ?? M.rango(min, max);
  return z
    .number({ message: mensaje ?? M.numero })
    .int(mensaje ?? M.entero)
    .min(min, mensajeMinimo ?? fuera)
    .max(max, fuera);
}

/** An id or foreign key of an `integer` column: 1..2147483647. */
export function id(mensaje: string = M.identificador) {
  return entero({ min: 1, max: ID_MAXIMO, mensaje, mensajeRango: mensaje });
}

/** The optimistic-lock version a screen had (an `integer` column): 0..2147483647. */
export function version(mensaje: string = M.version) {
  return entero({ min: 0, max: ID_MAXIMO, mensaje, mensajeRango: mensaje });
}

export interface OpcionesDecimal {
  min: number;
  max: number;
  mensaje?: string;
  mensajeRango?: string;
}

/** A finite number with decimals within [min, max] (a `numeric(p,s)` column: max below 10^(p-s)). */
export function decimal({ min, max, mensaje, mensajeRango }: OpcionesDecimal) {
  const fuera = mensajeRango ?? M.rango(min, max);
  return z
    .number({ message: mensaje ?? M.numero })
    .min(min, fuera)
    .max(max, fuera);
}

export interface OpcionesDinero {
  /** Integer digits the form allows (at most 10, the `numeric(12,2)` column). */
  digitos?: number;
  mensaje?: string;
  mensajeNegativo?: string;
  mensajeMaximo?: string;
}

/** Money for a `numeric(12,2)` column: 0 up to `digitos` integer digits. */
export function dinero({
  digitos = 10,
  mensaje = M.numero,
  mensajeNegativo = M.dineroNegativo,
  mensajeMaximo = M.dineroMaximo,
}: OpcionesDinero = {}) {
  if (digitos < 1 || digitos > 10) throw new Error(`Dinero de ${digitos} dígitos no cabe en numeric(12,2)`);
  return z
    .number({ message: mensaje })
    .min(0, mensajeNegativo)
    .max(Math.min(10 ** digitos - 0.01, DINERO_MAXIMO), mensajeMaximo);
}

/** A numeric code of a catalogue; anything else, including huge numbers, gets `mensaje`. */
export function codigo(catalogo: { es(valor: unknown): boolean }, mensaje: string) {
  return z.number({ message: mensaje }).refine((v) => catalogo.es(v), mensaje);
}
