import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The message of a field (nested paths such as 'responsabilidades.0.funcion' included), for a field's `error` prop. */
export function mensajeCampo<T extends FieldValues>(errores: FieldErrors<T>, nombre: string): string | undefined {
  const e: unknown = get(errores, nombre);
  const mensaje = typeof e === 'object' && e !== null && 'message' in e ? e.message : undefined;
  return typeof mensaje === 'string' && mensaje !== '' ? mensaje : undefined;
}
