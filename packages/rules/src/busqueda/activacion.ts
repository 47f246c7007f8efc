/**
 * The criteria form's "a field with a value is active": typing or choosing a value switches its criterion on, clearing
 * it switches it off, and the checkbox says the same. Ticking a box without a value still switches the criterion on
 * (its value is then required, as before); unticking it clears the value, so no value is ever shown that the search
 * would ignore. Only `activo` follows the values: what a form sends (`criteriosDesdeFormulario`) is unchanged.
 */
import type { FormularioCriterios } from './formulario';

type Clave = keyof FormularioCriterios;

/** Whether a value was typed or chosen: null, undefined, NaN and blank text are none. */
export function hayValor(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'number') return !Number.isNaN(v);
  if (typeof v === 'string') return v.trim() !== '';
  return true;
}

/** Whether any value of a criterion was given (the age range: either bound). */
export function criterioConValor(c: FormularioCriterios[Clave]): boolean {
  return 'valor' in c ? hayValor(c.valor) : hayValor(c.minima) || hayValor(c.maxima);
}

/** The criterion without its values, switched off. */
function apagado<K extends Clave>(c: FormularioCriterios[K]): FormularioCriterios[K] {
  return (
    'valor' in c ? { activo: false, valor: null } : { activo: false, minima: null, maxima: null }
  ) as FormularioCriterios[K];
}

/**
 * A criterion after a change of the form: `{ activo }` is its checkbox (unticked clears the values); any other change
 * is a value, and the criterion is on exactly while it holds one.
 */
export function cambiarCriterio<K extends Clave>(
  actual: FormularioCriterios[K],
  cambio: Partial<FormularioCriterios[K]>,
): FormularioCriterios[K] {
  if ('activo' in cambio && cambio.activo !== undefined) {
    return cambio.activo ? { ...actual, activo: true } : apagado<K>(actual);
  }
  const nuevo = { ...actual, ...cambio };
  return { ...nuevo, activo: criterioConValor(nuevo) };
}

/**
 * A remembered form made coherent with this rule: a value its criterion ignored (left by an older page, where a
 * criterion could be unticked with its value kept) is cleared, so the form shows what a search would send.
 */
export function formularioCoherente(f: FormularioCriterios): FormularioCriterios {
  const r = { ...f } as Record<Clave, FormularioCriterios[Clave]>;
  for (const k of Object.keys(f) as Clave[]) if (!f[k].activo) r[k] = apagado(f[k]);
  return r as FormularioCriterios;
}
