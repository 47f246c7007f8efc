import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { aErrorDeServidor } from '@talento/ui';

/**
 * Puts the field messages of a failed call (the server's `campos`, keyed by dotted path, spec 03 §8 "Información
 * errada") on the form's fields with `setError`, the first of them focused. Answers whether any field got one.
 * Local to the staff app until it is merged with the shared version (issue 13, forms part 1).
 */
export function ponerErroresDelServidor<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  const campos = aErrorDeServidor(error).campos ?? {};
  let puestos = 0;
  for (const [clave, mensajes] of Object.entries(campos)) {
    const mensaje = mensajes?.[0];
    // '_' is a message about the whole input, not a field: the toast already says it.
    if (!mensaje || clave === '_') continue;
    setError(clave as Path<T>, { type: 'server', message: mensaje }, { shouldFocus: puestos === 0 });
    puestos += 1;
  }
  return puestos > 0;
}
