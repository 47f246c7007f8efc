import { useEffect } from 'react';
import { aErrorDeServidor, notificar } from './notificaciones';

/**
 * A list that could not be loaded: the screen's message from the spec's catalogue in place of the list
 * (never an empty state nor an endless spinner). The toast announces it; this text stays on the screen.
 */
export function FallaDeCarga({ mensaje }: { mensaje: string }) {
  return (
    <div
      data-testid="falla-de-carga"
      className="rounded-lg border border-dashed border-red-300 bg-red-50 p-6 text-center text-sm text-red-700"
    >
      {mensaje}
    </div>
  );
}

/**
 * The screen's own toast, once per failure of a query. Mark the query `meta: { silencioso: true }` so the
 * generic handler does not toast it as well.
 */
export function useAvisoDeFalla(error: unknown, mensaje: string): void {
  useEffect(() => {
    if (error) notificar.error(mensaje, aErrorDeServidor(error).detalle);
  }, [error, mensaje]);
}
