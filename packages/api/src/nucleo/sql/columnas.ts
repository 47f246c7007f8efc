/**
 * One declaration per column of a hand-written statement: its SQL expression, the zod schema of the value the screen
 * receives and how the driver's value becomes it. From a record of columns come the select list (`listaSelect`), the
 * row type (`FilaDe`), the row read (`leerFila`) and the output schema of the fields that go to the screen unchanged
 * (`esquemaDe`), so adding a field to such a screen is one line. The alias of each column is its key (the DTO's name),
 * quoted so that PostgreSQL keeps its case.
 */
import { z } from 'zod';

export interface Columna<T> {
  readonly sql: string;
  readonly esquema: z.ZodType<T>;
  readonly leer: (valor: unknown) => T;
}

export type Columnas = Readonly<Record<string, Columna<unknown>>>;

/** The row a record of columns answers, after `leerFila`. */
export type FilaDe<C extends Columnas> = {
  -readonly [K in keyof C]: C[K] extends Columna<infer T> ? T : never;
};

/**
 * `true` when A and B are the same type (each assignable to the other, property by property and with the same
 * optionality): a declaration whose screen schema lives elsewhere (packages/rules) checks its row type with it.
 */
export type Iguales<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const tal = <T>(valor: unknown) => valor as T;
/** A timestamptz as the ORM's pool returns it (PostgreSQL's text) → Date. */
const instante = (valor: unknown): Date => new Date(valor as string);

function tipo<T>(esquema: z.ZodType<T>, leer: (valor: unknown) => T = tal<T>) {
  return (sql: string): Columna<T> => ({ sql, esquema, leer });
}

/** Column builders by the value the screen receives. */
export const col = {
  numero: tipo(z.number()),
  numeroONulo: tipo(z.number().nullable()),
  texto: tipo(z.string()),
  textoONulo: tipo(z.string().nullable()),
  /** A text[] column (the driver answers it as an array). */
  textos: tipo(z.array(z.string())),
  /** A text that is always one of `valores` (e.g. a `case … end` of fixed words). */
  unoDe: <const V extends readonly [string, ...string[]]>(valores: V) => tipo(z.enum(valores)),
  booleano: tipo(z.boolean()),
  /** A timestamptz column → Date. */
  instante: tipo(z.date(), instante),
  instanteONulo: tipo(z.date().nullable(), (v) => (v === null ? null : instante(v))),
  /** A json value (an array built with json_agg, an object…) described by its schema. */
  json: <T>(esquema: z.ZodType<T>) => tipo(esquema),
  /**
   * An object of `columnas` built in SQL (`objetoJson`), e.g. an appointment's person in charge. Its columns travel as
   * JSON values (numbers, texts, booleans, objects), so no instants among them: JSON would give their text.
   */
  objeto: <C extends Columnas>(columnas: C) => tipo(z.object(esquemaDe(columnas)))(objetoJson(columnas)),
  /** The same object of a left-joined row (`alias`, with an `id`), or null when the join found none. */
  objetoONulo: <C extends Columnas>(alias: string, columnas: C) =>
    tipo(z.object(esquemaDe(columnas)).nullable())(
      `case when ${alias}.id is null then null else ${objetoJson(columnas)} end`,
    ),
};

const ALIAS = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A column's key becomes an SQL alias, a JSON key in SQL and a field in generated code: a plain name only, and never
 * `__proto__` (in an object literal it would set the row's prototype instead of a field).
 */
function exigirAlias(clave: string): void {
  if (!ALIAS.test(clave) || clave === '__proto__') throw new Error(`Alias de columna inválido: ${clave}`);
}

/** `expr as "clave", …` for every column of the record, in declaration order. */
export function listaSelect(columnas: Columnas): string {
  return Object.entries(columnas)
    .map(([clave, c]) => {
      exigirAlias(clave);
      return `${c.sql} as "${clave}"`;
    })
    .join(',\n    ');
}

type Lector = (fila: Record<string, unknown>) => Record<string, unknown>;

/**
 * The reader of one record of columns, compiled once: a function that builds the row as one object literal (one
 * shape for every row, each value through its column's `leer`, a plain copy for the columns that keep the driver's
 * value). A page reads a record once per row; the loop over its entries it replaces showed in the server's profile.
 * The keys pass `exigirAlias` and are written as JSON string literals: nothing but the record's own names reaches
 * the code.
 */
function compilarLector(columnas: Columnas): Lector {
  const entradas = Object.entries(columnas);
  for (const [clave] of entradas) exigirAlias(clave);
  const lectores = entradas.map(([, c]) => c.leer);
  const faltante = (clave: string) => new Error(`La consulta no trajo la columna ${clave}`);
  const cuerpo = [
    // The driver answers NULL as null: undefined is a column the statement did not bring.
    ...entradas.map(
      ([clave]) =>
        `if (fila[${JSON.stringify(clave)}] === undefined) throw faltante(${JSON.stringify(clave)});`,
    ),
    `return {${entradas
      .map(([clave, c], i) => {
        const valor = `fila[${JSON.stringify(clave)}]`;
        return `${JSON.stringify(clave)}: ${c.leer === tal ? valor : `lectores[${i}](${valor})`}`;
      })
      .join(', ')}};`,
  ].join('\n');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from the record's checked keys only
  const crear = new Function('lectores', 'faltante', `return (fila) => {\n${cuerpo}\n};`) as (
    lectores: readonly ((valor: unknown) => unknown)[],
    faltante: (clave: string) => Error,
  ) => Lector;
  return crear(lectores, faltante);
}

const lectoresCompilados = new WeakMap<Columnas, Lector>();

/** The row of the driver read column by column (missing columns are an error of the statement, not of the data). */
export function leerFila<C extends Columnas>(columnas: C, fila: Record<string, unknown>): FilaDe<C> {
  let lector = lectoresCompilados.get(columnas);
  if (!lector) {
    lector = compilarLector(columnas);
    lectoresCompilados.set(columnas, lector);
  }
  return lector(fila) as FilaDe<C>;
}

/** The zod shape of the columns, to spread into the screen's output schema. */
export function esquemaDe<C extends Columnas>(columnas: C): { [K in keyof C]: C[K]['esquema'] } {
  return Object.fromEntries(Object.entries(columnas).map(([clave, c]) => [clave, c.esquema])) as {
    [K in keyof C]: C[K]['esquema'];
  };
}

/**
 * `json_build_object('clave', expr, …)` of the record, in declaration order: a statement that answers its rows as one
 * JSON text (relayed to the screen unparsed) builds them from the same declaration as the row type.
 */
export function objetoJson(columnas: Columnas): string {
  return `json_build_object(${Object.entries(columnas)
    .map(([clave, c]) => {
      exigirAlias(clave);
      return `'${clave}', ${c.sql}`;
    })
    .join(',\n      ')})`;
}
