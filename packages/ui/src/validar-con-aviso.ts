import type { z } from 'zod';
import { notificar } from './notificaciones';

/**
 * Validates a small form with its shared zod schema: on failure shows the first Spanish message under the
 * field (through `setError`) and as a toast and returns null; on success clears the error and returns the data.
 */
export function validarConAviso<S extends z.ZodType>(
  schema: S,
  datos: unknown,
  setError: (m: string | null) => void,
): z.output<S> | null {
  const r = schema.safeParse(datos);
  if (!r.success) {
    const mensaje = r.error.issues[0]?.message ?? '';
    setError(mensaje);
    notificar.error(mensaje);
    return null;
  }
  setError(null);
  return r.data;
}
