import type { Pedido } from '@talento/db';
import { CREADOR_SISTEMA, etiquetaCreadoAutomaticamente } from '@talento/rules';
import { nombreDeUsuario } from '../../../pedidos';

/**
 * Who the dashboard, detail and form name as a stock order's creator: the person, or the system for a draft of the
 * daily stock job (its signing operations head is not its author), with "Creado automáticamente el … por nivel …".
 */
export function autoriaStock(p: Pick<Pedido, 'nivelAutomatico' | 'fechaSolicitud' | 'createdBy'>): {
  creador: string;
  automatico: string | null;
} {
  const nivel = p.nivelAutomatico;
  if (nivel === null || nivel === undefined)
    return { creador: nombreDeUsuario(p.createdBy) ?? '', automatico: null };
  return { creador: CREADOR_SISTEMA, automatico: etiquetaCreadoAutomaticamente(p.fechaSolicitud, nivel) };
}
