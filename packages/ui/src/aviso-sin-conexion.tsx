import { MENSAJES } from '@talento/rules';
import { useEnLinea } from './estado-conexion';

/**
 * The "Sin conexión" banner of both shells: shown while the browser has no network. What is on screen stays; the
 * queries wait and resume by themselves when the connection returns.
 */
export function AvisoSinConexion() {
  const enLinea = useEnLinea();
  return (
    <div role="status" aria-live="polite" className="no-print empty:hidden">
      {!enLinea && (
        <p
          data-testid="sin-conexion"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900"
        >
          {MENSAJES.conexion.sinConexion}
        </p>
      )}
    </div>
  );
}
