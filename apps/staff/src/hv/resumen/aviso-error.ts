import { useEffect } from 'react';
import { aErrorDeServidor, notificar } from '@talento/ui';

/** Shows the screen's own toast (spec 03 §8 catalogue) once when a query fails, with the server detail. */
export function useAvisoError(error: unknown, mensaje: string): void {
  useEffect(() => {
    if (error) notificar.error(mensaje, aErrorDeServidor(error).detalle);
  }, [error, mensaje]);
}
