import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { aErrorDeServidor, mostrarError } from './notificaciones';

export interface OpcionesErroresServidor {
  /**
   * The form field a server path goes to ('lineas.0.id' → 'lineas.0.ciudadId'); null drops it. By default the
   * path as the server says it, except '_' (the whole input), which no field shows.
   */
  campo?: (ruta: string) => string | null;
}

/**
 * Puts the field messages of a refused call (a 400 whose `data.campos` holds each field's Spanish messages, see
 * the API's errorFormatter) under their fields through react-hook-form's `setError`, and focuses the first one.
 * Answers whether any field got a message (the generic toast of the query client still says "Información errada").
 */
export function ponerErroresDelServidor<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  opciones: OpcionesErroresServidor = {},
): boolean {
  const { status, campos } = aErrorDeServidor(error);
  if (status !== 400 || !campos) return false;
  const destino = opciones.campo ?? ((ruta: string) => (ruta === '_' ? null : ruta));
  let puestos = 0;
  for (const [ruta, mensajes] of Object.entries(campos)) {
    const mensaje = mensajes?.[0];
    const campo = destino(ruta);
    if (!mensaje || !campo) continue;
    // The path comes from the server's copy of the same schema, so it names a field of this form.
    setError(campo as Path<T>, { type: 'servidor', message: mensaje }, { shouldFocus: puestos === 0 });
    puestos++;
  }
  return puestos > 0;
}

/**
 * The `onError` of a form's mutation: the server's field messages under their fields (`ponerErroresDelServidor`),
 * anything else to the generic error handler. Given to `useMutation` (not to `mutate`), it replaces the query client's
 * default handler, so a field message is not said twice.
 */
export function alFallarFormulario<T extends FieldValues>(
  setError: UseFormSetError<T>,
  opciones: OpcionesErroresServidor = {},
): (error: unknown) => void {
  return (error) => {
    if (!ponerErroresDelServidor(error, setError, opciones)) mostrarError(error);
  };
}
