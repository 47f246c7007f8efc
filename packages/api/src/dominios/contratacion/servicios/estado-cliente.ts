import type { OrdenContratacion } from '@talento/db';
import { ETIQUETA_ESTADO_ORDEN_CLIENTE, estadoOrdenCliente } from '@talento/rules';

/**
 * The status the client portal shows of a hiring order (saved, filed, sent to payroll): sent once every candidate's
 * CV reached the payroll system. `candidatos` must be loaded.
 */
export function estadoOrdenParaCliente(o: OrdenContratacion) {
  const candidatos = o.candidatos.getItems();
  const estado = estadoOrdenCliente(
    o.radicado,
    candidatos.length > 0 && candidatos.every((cp) => cp.enviadoAMidasoft),
  );
  return { estado, estadoEtiqueta: ETIQUETA_ESTADO_ORDEN_CLIENTE[estado] };
}
