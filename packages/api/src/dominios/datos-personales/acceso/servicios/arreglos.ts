/**
 * PostgreSQL array literals for `?::int[]` and `?::text[]` parameters (the driver would expand a JS array into a
 * list of parameters).
 */
export const arregloEnteros = (valores: Iterable<number>): string =>
  `{${[...valores].map((n) => Math.trunc(n)).join(',')}}`;

export const arregloTextos = (valores: Iterable<string>): string =>
  `{${[...valores].map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
