import { z } from 'zod';
import { esSalidaDeLecturaFrecuente } from './salida-de-lectura-frecuente';

type Esquema = z.ZodType;

const esEsquema = (x: unknown): x is Esquema => x instanceof z.ZodType;

/**
 * The schema as it is, validated on zod's synchronous path. tRPC validates inputs and outputs with a schema's
 * `parseAsync` when it has one, and zod runs its compiled check of an object (its JIT "fast pass") only when parsing
 * synchronously: a page of rows took 7× longer to validate asynchronously (76 against 10 µs for 50 rows of 20 fields,
 * measured). A value the synchronous parse accepts is returned as it returns it; anything it refuses or throws (invalid
 * input, a schema with an asynchronous part, a value its compiled check did not expect) is decided again by zod's own
 * asynchronous parse, so the errors are exactly the ones tRPC gave before. Everything else (shape, def, checks) is the schema's own, by prototype, so the
 * sweeps that read a procedure's schemas see them unchanged.
 */
export function validacionSincrona<T>(parser: T): T {
  // A frequent read's output decides itself whether to parse (salida-de-lectura-frecuente.ts).
  if (!esEsquema(parser) || esSalidaDeLecturaFrecuente(parser)) return parser;
  const esquema = parser;
  const parseAsync = async (valor: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => {
    try {
      return esquema.parse(valor, params);
    } catch {
      // Invalid input, an asynchronous part, or a value the compiled check did not expect (seen with a multipart form's
      // files): zod's own asynchronous parse decides, as before, so every refusal is exactly the one it gave.
      return esquema.parseAsync(valor, params);
    }
  };
  return Object.create(esquema, { parseAsync: { value: parseAsync } }) as T;
}

/** Whether `x` looks like a tRPC procedure builder (what `.input()`, `.meta()`… return). */
function esConstructor(x: unknown): x is object {
  return (
    typeof x === 'object' &&
    x !== null &&
    '_def' in x &&
    typeof (x as { input?: unknown }).input === 'function' &&
    typeof (x as { query?: unknown }).query === 'function'
  );
}

/**
 * A procedure builder whose `.input()` and `.output()` schemas are validated synchronously (above), and so is every
 * builder made from it (`.meta()`, `.use()`, `.input()`…): applied once to the base procedure, it covers them all.
 */
export function conValidacionSincrona<B extends object>(constructor: B): B {
  return new Proxy(constructor, {
    get(objetivo, propiedad, receptor) {
      const valor: unknown = Reflect.get(objetivo, propiedad, receptor);
      if (typeof valor !== 'function') return valor;
      const metodo = valor as (...args: unknown[]) => unknown;
      const validar = propiedad === 'input' || propiedad === 'output';
      return (...args: unknown[]) => {
        const resultado = metodo.apply(objetivo, validar ? args.map(validacionSincrona) : args);
        return esConstructor(resultado) ? conValidacionSincrona(resultado) : resultado;
      };
    },
  });
}
