import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/**
 * Whether the answers of the frequent reads are checked against their output schema. On by default (the API tests
 * call procedures without a server); the server turns it off unless TALENTO_VERIFICAR_SALIDAS (the e2e servers set it).
 */
let verificar = true;

/** Set once by the server at start, from its validated env. */
export function configurarVerificacionDeSalidas(valor: boolean): void {
  verificar = valor;
}

const MARCA = Symbol.for('talento.salidaDeLecturaFrecuente');

/** Whether an output parser is one of `salidaDeLecturaFrecuente` (the synchronous wrapper leaves it as it is). */
export function esSalidaDeLecturaFrecuente(parser: unknown): boolean {
  return typeof parser === 'object' && parser !== null && MARCA in parser;
}

const esObjeto = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !(x instanceof Date);

/** The first path where the parsed answer and the answer differ (a field stripped or added, a value converted). */
export function primeraDiferencia(parseado: unknown, valor: unknown, ruta = ''): string | null {
  if (isDeepStrictEqual(parseado, valor)) return null;
  if (!esObjeto(parseado) || !esObjeto(valor)) return ruta || '(raíz)';
  for (const clave of new Set([...Object.keys(parseado), ...Object.keys(valor)])) {
    const aqui = ruta ? `${ruta}.${clave}` : clave;
    if (!(clave in parseado) || !(clave in valor)) return aqui;
    const d = primeraDiferencia(parseado[clave], valor[clave], aqui);
    if (d) return d;
  }
  return ruta || '(raíz)';
}

/** The answer matches its schema exactly: parsing it gives it back unchanged (no field stripped, nothing converted). */
function exigirExacta(esquema: z.ZodType, valor: unknown): unknown {
  const resultado = esquema.safeParse(valor);
  if (!resultado.success) throw resultado.error;
  const diferencia = primeraDiferencia(resultado.data, valor);
  if (diferencia)
    throw new Error(
      `La respuesta no coincide exactamente con su esquema de salida en «${diferencia}» (un campo de más, o uno que el esquema convierte)`,
    );
  return valor;
}

/**
 * The output schema of a frequent read (a screen's list or detail that every user opens, the reads of the mixed
 * workload). Its answer is built field by field from declared SQL columns, so validating it again on every call
 * (zod parsing a page of rows, a tenth of the request's CPU beyond the bare stack) buys nothing in production: there it
 * is sent as the service made it. Wherever the answers are verified (API tests, e2e servers) each one must parse to
 * itself exactly, or the call fails as an output validation error: a field the schema would strip, a type it would
 * refuse, or a value it would convert is caught by the tests instead of being relied on in production. Everything else
 * (shape, def, `~standard`) is the schema's own, by prototype, so the sweeps that read a procedure's schemas see it.
 * Only for queries (a sweep checks it) whose schema has no transform or default.
 */
export function salidaDeLecturaFrecuente<T extends z.ZodType>(esquema: T): T {
  const parseAsync = (valor: unknown) =>
    verificar ? Promise.resolve().then(() => exigirExacta(esquema, valor)) : Promise.resolve(valor);
  return Object.create(esquema, {
    parseAsync: { value: parseAsync },
    [MARCA]: { value: true },
  }) as T;
}
