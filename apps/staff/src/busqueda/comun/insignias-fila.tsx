import { DISPONIBILIDAD, Disponibilidad, textoVetadoBusqueda, type FilaBusqueda } from '@talento/rules';
import { InsigniaEstado, type Tono } from '@talento/ui';

/**
 * Availability by meaning: free to add (success), busy in an order (warning: "Agregar a pedido" refuses it), hired
 * (information), not available (neutral).
 */
const TONO_DISPONIBILIDAD: Record<number, Tono> = {
  [Disponibilidad.LIBRE]: 'exito',
  [Disponibilidad.EN_PROCESO_PEDIDO]: 'aviso',
  [Disponibilidad.CONTRATADO]: 'info',
  [Disponibilidad.NO_DISPONIBLE]: 'neutro',
};

/** A result row's state: availability, bars by the user's clients (the server counts only those) and authorisation. */
export function InsigniasFila({ fila }: { fila: FilaBusqueda }) {
  const vetado = textoVetadoBusqueda(fila.vetadoPorClientes);
  return (
    <div className="flex flex-wrap gap-1">
      <InsigniaEstado
        etiqueta={DISPONIBILIDAD.etiqueta(fila.disponibilidad)}
        tono={TONO_DISPONIBILIDAD[fila.disponibilidad] ?? 'neutro'}
        testId="disponibilidad"
      />
      {vetado && <InsigniaEstado etiqueta={vetado} tono="peligro" testId="vetado" />}
      {fila.sinAutorizacion && (
        <InsigniaEstado etiqueta="Sin autorización de datos" tono="peligro" testId="sin-autorizacion" />
      )}
    </div>
  );
}
