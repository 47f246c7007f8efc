import superjson from 'superjson';

/** Deeper than this, the value goes to superjson (which also knows what to do with a cycle). */
const PROFUNDIDAD_MAXIMA = 64;

/** Keys superjson refuses (prototype pollution): such a value goes to superjson, which answers as it always has. */
const vedada = (clave: string) => clave === '__proto__' || clave === 'constructor' || clave === 'prototype';

/** superjson's own escaping of a key in an annotation path (pathstringifier.js). */
const escaparClave = (clave: string) =>
  clave.includes('.') || clave.includes('\\') ? clave.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : clave;

type Anotaciones = Record<string, ['Date']>;

/** What stopped the fast path. */
const NO_PLANO = Symbol('no plano');

/**
 * The path to a value, one step per object or array entered: written as text only where a Date is found (and then once
 * per step, kept for the Dates beside it), so the walk of an answer without Dates (most of them) builds no path at all.
 */
interface Paso {
  clave: string | number;
  antes: Paso | null;
  texto?: string;
}

function textoDeRuta(paso: Paso): string {
  if (paso.texto === undefined) {
    const clave = typeof paso.clave === 'number' ? String(paso.clave) : escaparClave(paso.clave);
    paso.texto = paso.antes ? `${textoDeRuta(paso.antes)}.${clave}` : clave;
  }
  return paso.texto;
}

/** A value JSON gives back as it is (null, a string, a boolean, a finite number other than -0); objects aside. */
const esHojaPlana = (x: unknown): boolean =>
  x === null ||
  typeof x === 'string' ||
  typeof x === 'boolean' ||
  (typeof x === 'number' && Number.isFinite(x) && !Object.is(x, -0));

/**
 * Walks the object `v` (at `profundidad`, reached through `ruta`) once. Notes the paths of its Dates (superjson's
 * `meta.values`, flat form) when everything else is what JSON gives back as it is: the plain leaves above, arrays and
 * plain objects of these. Anything else superjson would annotate (Map, Set, BigInt, undefined, NaN, -0, an invalid
 * Date, class instances, array holes) answers NO_PLANO. Leaves are checked in the loop, without a call each.
 */
function anotarFechas(
  v: object,
  ruta: Paso | null,
  profundidad: number,
  anotaciones: Anotaciones,
): typeof NO_PLANO | undefined {
  if (profundidad >= PROFUNDIDAD_MAXIMA) return NO_PLANO;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x === 'object' && x !== null) {
        if (anotarFechas(x, { clave: i, antes: ruta }, profundidad + 1, anotaciones)) return NO_PLANO;
      } else if (!esHojaPlana(x)) return NO_PLANO;
    }
    return undefined;
  }
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime()) || Object.getPrototypeOf(v) !== Date.prototype || !ruta) return NO_PLANO;
    anotaciones[textoDeRuta(ruta)] = ['Date'];
    return undefined;
  }
  const prototipo: unknown = Object.getPrototypeOf(v);
  if (prototipo !== Object.prototype && prototipo !== null) return NO_PLANO;
  const objeto = v as Record<string, unknown>;
  for (const clave in objeto) {
    if (vedada(clave)) return NO_PLANO;
    const x = objeto[clave];
    if (typeof x === 'object' && x !== null) {
      if (anotarFechas(x, { clave, antes: ruta }, profundidad + 1, anotaciones)) return NO_PLANO;
    } else if (!esHojaPlana(x)) return NO_PLANO;
  }
  return undefined;
}

/**
 * superjson's answer for `v`, written without superjson when `v` holds only JSON values and Dates (nearly every
 * answer). superjson walks every value keeping maps of paths and of object identities, and that walk was the largest
 * single cost of a request (15 % of the server's CPU under the citas bench, more than parsing the rows from
 * PostgreSQL). Here the value is walked once, its Dates are noted with superjson's own path format, and `json` is
 * the value itself: tRPC turns the answer into text with JSON.stringify, which writes a Date as the same ISO text
 * superjson would. The browsers' superjson reads it as its own. Anything else goes through superjson as before.
 * The one difference: an object reached twice in one answer arrives as two equal copies, not one shared object.
 */
export function serializar(v: unknown): { json: unknown; meta?: { values: Anotaciones | ['Date']; v: 1 } } {
  if (v instanceof Date) return superjson.serialize(v) as never; // the root itself: superjson's own form
  if (typeof v !== 'object' || v === null)
    return esHojaPlana(v) ? { json: v } : (superjson.serialize(v) as never);
  const anotaciones: Anotaciones = {};
  if (anotarFechas(v, null, 0, anotaciones) === NO_PLANO) return superjson.serialize(v) as never;
  for (const _ in anotaciones) return { json: v, meta: { values: anotaciones, v: 1 } };
  return { json: v };
}

/** superjson for what comes in; for what goes out, `serializar` (same format, a fraction of the cost). */
export const transformador = {
  input: superjson,
  output: { serialize: serializar, deserialize: superjson.deserialize.bind(superjson) },
};
