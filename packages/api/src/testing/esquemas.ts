/**
 * Reads procedure input schemas (zod 4) for the schema tests and the fuzz test: the leaves a user fills in,
 * a plausible valid value of each schema, and inputs with exactly one leaf (or the shape itself) broken.
 */
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { z } from 'zod';

export type Esquema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

export const defDe = (e: Esquema): Def => e._zod.def as Def;

const ENVOLTORIOS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/** The schema a wrapper (optional, nullable, default…) wraps; undefined for any other kind. */
export function envuelto(d: Def): Esquema | undefined {
  return ENVOLTORIOS.has(d.type) ? (d.innerType as Esquema) : undefined;
}

/** The input schema of a procedure (tRPC keeps one parser per `.input()`; the product uses at most one). */
export function esquemaDeEntrada(router: AnyRouter, path: string): Esquema | undefined {
  const proc = (router._def.procedures as Record<string, AnyProcedure>)[path];
  const entradas = (proc?._def as { inputs?: unknown[] } | undefined)?.inputs ?? [];
  if (entradas.length > 1) throw new Error(`${path}: más de un .input(), el recorrido no los combina`);
  return entradas[0] as Esquema | undefined;
}

export type TipoHoja = 'string' | 'number' | 'date';
export interface Hoja {
  ruta: string;
  tipo: TipoHoja;
  esquema: Esquema;
}

/** True for `z.instanceof(FormData)` and the like: a multipart form whose fields are the pipe's output. */
export function esFormulario(e: Esquema): boolean {
  const d = defDe(e);
  if (d.type === 'pipe') return esFormulario(d.in as Esquema);
  if (d.type !== 'custom') return false;
  return (e as z.ZodType).safeParse(new FormData()).success;
}

/** Every text, number and date leaf a value reaches (through wrappers, pipes, unions, arrays, objects). */
export function hojas(e: Esquema, ruta = ''): Hoja[] {
  const d = defDe(e);
  const en = (s: unknown, sub = ruta) => hojas(s as Esquema, sub);
  const interno = envuelto(d);
  if (interno) return en(interno);
  switch (d.type) {
    case 'string':
    case 'number':
    case 'date':
      return [{ ruta: ruta || '(entrada)', tipo: d.type, esquema: e }];
    case 'object': {
      const shape = d.shape as Record<string, Esquema>;
      return Object.entries(shape).flatMap(([k, v]) => en(v, ruta ? `${ruta}.${k}` : k));
    }
    case 'array':
      return en(d.element, `${ruta}[]`);
    case 'pipe':
      return [...en(d.in), ...en(d.out)];
    case 'union':
      return (d.options as Esquema[]).flatMap((o) => en(o));
    case 'intersection':
      return [...en(d.left), ...en(d.right)];
    case 'record':
      return en(d.valueType, `${ruta}{}`);
    case 'tuple':
      return (d.items as Esquema[]).flatMap((o, i) => en(o, `${ruta}[${i}]`));
    case 'lazy':
      return en((d.getter as () => Esquema)());
    default:
      return [];
  }
}

const CANDIDATOS_TEXTO = [
  'Texto de prueba',
  'abcd',
  '2026-06-15',
  '08:00',
  'prueba@ejemplo.com',
  'a'.repeat(26),
  'staff',
  '1',
];
const CANDIDATOS_NUMERO = [1, 0, 2, 3, 4, 5, 10, 100, 1000];
const CANDIDATOS_LIBRES: unknown[] = [1, 0, 2, 3, 'A', 'staff', 'a_categoria', true];

function primeroValido(e: Esquema, candidatos: readonly unknown[]): unknown {
  return candidatos.find((c) => (e as z.ZodType).safeParse(c).success) ?? candidatos[0];
}

/** A value the schema most likely accepts (so that one broken leaf is the only problem of an input). */
export function valorBase(e: Esquema): unknown {
  const d = defDe(e);
  const interno = envuelto(d);
  if (interno) return valorBase(interno);
  switch (d.type) {
    case 'string':
      return primeroValido(e, CANDIDATOS_TEXTO);
    case 'number':
      return primeroValido(e, CANDIDATOS_NUMERO);
    case 'boolean':
      return false;
    case 'date':
      return new Date(Date.UTC(2026, 5, 15, 15));
    case 'literal':
      return (d.values as unknown[])[0];
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'custom':
      // A file or form field nothing plain satisfies: left out (optional attachments stay absent).
      return CANDIDATOS_LIBRES.find((c) => (e as z.ZodType).safeParse(c).success);
    case 'object':
      return Object.fromEntries(
        Object.entries(d.shape as Record<string, Esquema>).map(([k, v]) => [k, valorBase(v)]),
      );
    case 'array': {
      const minimo = (e as z.ZodArray).safeParse([]).success ? 0 : 1;
      return Array.from({ length: minimo }, () => valorBase(d.element as Esquema));
    }
    case 'pipe':
      return esFormulario(d.in as Esquema)
        ? aFormulario(valorBase(d.out as Esquema))
        : valorBase(d.in as Esquema);
    case 'transform':
      return undefined;
    case 'union':
      return valorBase((d.options as Esquema[])[0]!);
    case 'intersection':
      return { ...(valorBase(d.left as Esquema) as object), ...(valorBase(d.right as Esquema) as object) };
    case 'lazy':
      return valorBase((d.getter as () => Esquema)());
    default:
      return undefined;
  }
}

/** A multipart form as the browser would send it: every field as text (arrays repeated, files omitted). */
export function aFormulario(valor: unknown): FormData {
  const fd = new FormData();
  const texto = (v: unknown) =>
    typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : (JSON.stringify(v) ?? String(v));
  for (const [k, v] of Object.entries((valor ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const x of v) fd.append(k, texto(x));
    else fd.append(k, texto(v));
  }
  return fd;
}

/** Bad values per leaf type: control characters, numbers past every column, impossible dates, wrong types. */
export const VALORES_MALOS: Readonly<Record<TipoHoja | 'otro', readonly unknown[]>> = {
  string: [
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\uD800',
    'x'.repeat(100_001),
    '',
    '  \t ',
    '9999-99-99',
    '2024-02-30',
    '0000-01-01',
    '24:61',
    42,
    null,
    ['a'],
  ],
  number: [
    1e308,
    -1e308,
    2147483648,
    -2147483649,
    2 ** 53 + 2,
    1.5,
    -1,
    0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '1',
    '2147483648',
    null,
    true,
  ],
  date: [
    new Date(8.64e15),
    new Date(-8.64e15),
    new Date(Number.NaN),
    new Date('0001-01-01T00:00:00Z'),
    '2026-01-01',
    1e308,
  ],
  otro: ['\u0000', 2147483648, 1e308, -1, 'x'.repeat(10_000), null, {}, [[]]],
};

const GARBAGE_FORMA: readonly unknown[] = [null, 'texto', 2147483648, [], [{}], { extra: '\u0000' }];

/** Replaces the value at one key of a plain object (a new object; the base is not touched). */
const con = (base: unknown, clave: string, valor: unknown) => ({
  ...(base ?? {}),
  [clave]: valor,
});

/**
 * Inputs where one leaf carries a bad value (the rest is `valorBase`), plus broken shapes: missing keys,
 * extra keys, arrays for objects, objects for arrays, primitives for both. A multipart form gets its fields
 * as text (what a browser can send).
 */
export function mutaciones(e: Esquema): unknown[] {
  const d = defDe(e);
  const interno = envuelto(d);
  if (interno) return mutaciones(interno);
  switch (d.type) {
    case 'string':
    case 'number':
    case 'date':
      return [...VALORES_MALOS[d.type]];
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'custom':
      return [...VALORES_MALOS.otro];
    case 'object': {
      const base = valorBase(e);
      const porClave = Object.entries(d.shape as Record<string, Esquema>).flatMap(([k, v]) =>
        mutaciones(v).map((m) => con(base, k, m)),
      );
      const sinClaves = Object.keys(d.shape as object).map((k) => {
        const copia = { ...(base as object) } as Record<string, unknown>;
        delete copia[k];
        return copia;
      });
      return [...porClave, ...sinClaves, con(base, 'claveExtra', '\u0000'), ...GARBAGE_FORMA];
    }
    case 'array': {
      const elemento = d.element as Esquema;
      return [
        ...mutaciones(elemento).map((m) => [m]),
        Array.from({ length: 1000 }, () => valorBase(elemento)),
        {},
        '\u0000',
        2147483648,
      ];
    }
    case 'pipe': {
      const entrada = d.in as Esquema;
      if (esFormulario(entrada)) {
        const campos = mutaciones(d.out as Esquema).filter(
          (m) => typeof m === 'object' && m !== null && !Array.isArray(m),
        );
        return [...campos.map(aFormulario), { pedidoId: 1 }, '\u0000'];
      }
      // z.preprocess: the values go to the inner schema; a plain pipe: the first stage sees them.
      return defDe(entrada).type === 'transform' ? mutaciones(d.out as Esquema) : mutaciones(entrada);
    }
    case 'union':
      return (d.options as Esquema[]).flatMap((o) => mutaciones(o));
    case 'intersection':
      return [...mutaciones(d.left as Esquema), ...mutaciones(d.right as Esquema)];
    case 'lazy':
      return mutaciones((d.getter as () => Esquema)());
    default:
      return [...VALORES_MALOS.otro];
  }
}
