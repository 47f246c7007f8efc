/**
 * fast-check arbitraries derived from a procedure's input schema (zod 4): the schema's shape, each leaf
 * drawn from malformed values (control characters, numbers past every column, invalid dates, wrong types)
 * as often as from ordinary ones, so generated inputs reach past validation as well as fail it.
 */
import fc from 'fast-check';
import { aFormulario, defDe, envuelto, esFormulario, VALORES_MALOS, type Esquema } from './esquemas';

/** Text made of any code unit up to U+009F (every C0/C1 control), plus ordinary Unicode text. */
const textoRaro = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);
const numeroRaro = fc.oneof(
  fc.double(),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.integer({ min: 2_147_483_640, max: 2_147_483_660 }),
  fc.integer({ min: 0, max: 20 }),
);
const fechaRara = fc.date({ noInvalidDate: false, min: new Date(-8.64e15), max: new Date(8.64e15) });
const cualquiera = fc.anything({ maxDepth: 2, maxKeys: 4, withNullPrototype: false });

const malos = (tipo: keyof typeof VALORES_MALOS) => fc.constantFrom(...VALORES_MALOS[tipo]);

export function arbitrario(e: Esquema, profundidad = 0): fc.Arbitrary<unknown> {
  const d = defDe(e);
  const sub = (s: unknown) => arbitrario(s as Esquema, profundidad + 1);
  const interno = envuelto(d);
  if (interno) {
    return fc.oneof(
      { weight: 5, arbitrary: sub(interno) },
      { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
    );
  }
  switch (d.type) {
    case 'string':
      return fc.oneof(malos('string'), textoRaro, cualquiera);
    case 'number':
      return fc.oneof(malos('number'), numeroRaro, cualquiera);
    case 'date':
      return fc.oneof(malos('date'), fechaRara);
    case 'boolean':
      return fc.oneof(fc.boolean(), malos('otro'));
    case 'literal':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...(d.values as unknown[])) },
        { weight: 1, arbitrary: malos('otro') },
      );
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(d.entries as Record<string, unknown>)), malos('otro'));
    case 'custom':
      return fc.oneof(fc.integer({ min: -2, max: 12 }), malos('otro'), textoRaro);
    case 'object': {
      const forma = Object.fromEntries(
        Object.entries(d.shape as Record<string, Esquema>).map(([k, v]) => [k, sub(v)]),
      );
      const registro = fc.record(forma, { requiredKeys: Object.keys(forma).filter(() => true) });
      const incompleto = fc.record(forma, { requiredKeys: [] });
      return profundidad > 3
        ? registro
        : fc.oneof(
            { weight: 6, arbitrary: registro },
            { weight: 2, arbitrary: incompleto },
            { weight: 1, arbitrary: cualquiera },
          );
    }
    case 'array':
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(sub(d.element), { maxLength: 4 }) },
        { weight: 1, arbitrary: cualquiera },
      );
    case 'pipe': {
      const entrada = d.in as Esquema;
      if (esFormulario(entrada))
        return sub(d.out).map((v) =>
          typeof v === 'object' && v !== null && !Array.isArray(v) ? aFormulario(v) : v,
        );
      return defDe(entrada).type === 'transform' ? sub(d.out) : sub(entrada);
    }
    case 'union':
      return fc.oneof(...(d.options as Esquema[]).map(sub));
    case 'intersection':
      return sub(d.left);
    case 'lazy':
      return profundidad > 3 ? cualquiera : sub((d.getter as () => Esquema)());
    default:
      return cualquiera;
  }
}
