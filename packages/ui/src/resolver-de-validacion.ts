import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/** A validation that answers every field message at once, keyed by path ('lineas.0.ciudadId'). */
export type Validacion<S> = { ok: true; datos: S } | { ok: false; errores: Record<string, string> };

/**
 * A react-hook-form resolver over a validation function of @talento/rules that already merges its schema's
 * messages with rules zod skips while a field fails (the order form's hours and entry date). `campo` maps a path
 * of the schema to the form field that shows it (null drops it).
 */
export function resolverDeValidacion<V extends FieldValues, S extends FieldValues>(
  validar: (valores: V) => Validacion<S>,
  campo: (ruta: string) => string | null = (ruta) => ruta,
): Resolver<V, unknown, S> {
  return (valores) => {
    const r = validar(valores);
    if (r.ok) return { values: r.datos, errors: {} };
    const errores: FieldErrors<V> = {};
    for (const [ruta, message] of Object.entries(r.errores)) {
      const destino = campo(ruta);
      if (destino) set(errores, destino, { type: 'validacion', message });
    }
    return { values: {}, errors: errores };
  };
}
