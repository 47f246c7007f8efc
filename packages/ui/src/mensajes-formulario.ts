import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { notificar } from './notificaciones';

/** The first field message of a failed validation (schema order), looking inside nested fields and lists. */
export function primerMensaje(errores: unknown): string | undefined {
  if (typeof errores !== 'object' || errores === null) return undefined;
  if ('message' in errores && typeof errores.message === 'string' && errores.message !== '')
    return errores.message;
  for (const [clave, valor] of Object.entries(errores)) {
    // A field error holds the element it belongs to: never walk into the DOM.
    if (clave === 'ref') continue;
    const m = primerMensaje(valor);
    if (m) return m;
  }
  return undefined;
}

/**
 * `handleSubmit`'s second argument for the small forms: the first field message also as a toast (the field shows
 * it under itself), as these screens did before react-hook-form.
 */
export function avisarPrimerError<T extends FieldValues>(errores: FieldErrors<T>): void {
  const m = primerMensaje(errores);
  if (m) notificar.error(m);
}

/**
 * The message of a field or of anything under it ('responsabilidades.0.funcion', or 'archivo' whose files fail
 * one by one as 'archivo.N'), for a field's `error` prop.
 */
export function mensajeCampo<T extends FieldValues>(
  errores: FieldErrors<T>,
  nombre: string,
): string | undefined {
  return primerMensaje(get(errores, nombre));
}
