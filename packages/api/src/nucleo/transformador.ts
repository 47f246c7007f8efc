import superjson from 'superjson';

/** Deeper than this, the value goes to superjson (which also knows what to do with a cycle). */
const PROFUNDIDAD_MAXIMA = 64;

/** Keys superjson refuses (prototype pollution): such a value goes to superjson, which answers as it always has. */
const CLAVES_VEDADAS = new Set(['__proto__', 'constructor', 'prototype']);

/** superjson's own escaping of a key in an annotation path (pathstringifier.js). */
const escaparClave = (clave: string) =>
  clave.includes('.') || clave.includes('\\') ? clave.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : clave;

type Anotaciones = Record<string, ['Date']>;

/** What stopped the fast path. */
const NO_PLANO = Symbol('no plano');

/**
 * Walks `v` once. Answers the paths of its Dates (superjson's `meta.values`, flat form) when everything else is what
 * JSON gives back as it is: null, strings, booleans, finite numbers other than -0, arrays and plain objects of these.
 * Anything else superjson would annotate (Map, Set, BigInt, undefined, NaN, -0, an invalid Date, class instances,
 * array holes) answers NO_PLANO.
 */
function anotarFechas(v: unknown, ruta: string[], anotaciones: Anotaciones): typeof NO_PLANO | undefined {
  if (v === null) return undefined;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(v) && !Object.is(v, -0) ? undefined : NO_PLANO;
    case 'object': {
      if (ruta.length >= PROFUNDIDAD_MAXIMA) return NO_PLANO;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          ruta.push(String(i));
          const r = anotarFechas(v[i], ruta, anotaciones);
          ruta.pop();
          if (r) return r;
        }
        return undefined;
      }
      if (v instanceof Date) {
        if (Number.isNaN(v.getTime()) || Object.getPrototypeOf(v) !== Date.prototype) return NO_PLANO;
        anotaciones[ruta.map(escaparClave).join('.')] = ['Date'];
        return undefined;
      }
      const prototipo: unknown = Object.getPrototypeOf(v);
      if (prototipo !== Object.prototype && prototipo !== null) return NO_PLANO;
      const objeto = v as Record<string, unknown>;
      for (const clave in objeto) {
        if (CLAVES_VEDADAS.has(clave)) return NO_PLANO;
        ruta.push(clave);
        const r = anotarFechas(objeto[clave], ruta, anotaciones);
        ruta.pop();
        if (r) return r;
      }
      return undefined;
    }
    default:
      return NO_PLANO;
  }
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
  const anotaciones: Anotaciones = {};
  if (anotarFechas(v, [], anotaciones) === NO_PLANO) return superjson.serialize(v) as never;
  for (const _ in anotaciones) return { json: v, meta: { values: anotaciones, v: 1 } };
  return { json: v };
}

/** superjson for what comes in; for what goes out, `serializar` (same format, a fraction of the cost). */
export const transformador = {
  input: superjson,
  output: { serialize: serializar, deserialize: superjson.deserialize.bind(superjson) },
};
