import { useEffect } from 'react';
import { MENSAJES } from '@talento/rules';
import { Boton } from './boton';
import { aErrorDeServidor, notificar } from './notificaciones';

/**
 * A list that could not be loaded: the screen's message from the spec's catalogue in place of the list
 * (never an empty state nor an endless spinner). The toast announces it; this text stays on the screen.
 * With `onReintentar`, a "Reintentar" button asks again. Without `mensaje`: "No se pudo cargar la información."
 */
export function FallaDeCarga({
  mensaje = MENSAJES.conexion.noSePudoCargar,
  onReintentar,
}: {
  mensaje?: string;
  onReintentar?: () => void;
}) {
  return (
    <div
      data-testid="falla-de-carga"
      className="rounded-lg border border-dashed border-red-300 bg-red-50 p-6 text-center text-sm text-red-700"
    >
      {mensaje}
      {onReintentar && (
        <div className="mt-3">
          <Boton variante="secundario" onClick={onReintentar}>
            {MENSAJES.conexion.reintentar}
          </Boton>
        </div>
      )}
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
