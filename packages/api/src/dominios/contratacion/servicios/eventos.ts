import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrdenContratacion, Pedido } from '@talento/db';
import { TipoEventoPedido, nombreCompleto } from '@talento/rules';
import { registrarEvento } from '../../pedidos';

/** Event 8 "Orden de contratación modificada", in the caller's unit of work (same transaction as the change). */
export function registrarOrdenModificada(
  tx: EntityManager,
  pedido: Pedido,
  orden: OrdenContratacion,
  actorId: number | null,
  fecha = new Date(),
): void {
  const nombres = orden.candidatos.isInitialized()
    ? orden.candidatos.getItems().map((cp) => nombreCompleto(cp.candidato))
    : [];
  registrarEvento(tx, pedido, {
    tipoEvento: TipoEventoPedido.ORDEN_CONTRATACION_MODIFICADA,
    actorId,
    candidatoNombre: nombres.join(', ').slice(0, 300) || null,
    fecha,
  });
}
