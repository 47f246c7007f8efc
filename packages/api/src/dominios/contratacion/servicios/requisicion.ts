/**
 * The ERP requisition of an order (spec 01 §4): approving a client interview (candidate → 6) creates it
 * when the order has none, once. Called inside the transaction of that approval (staff and client paths),
 * which already holds the order row lock, so two approvals never both create it; the unique pedido_id is
 * the last guard. The call is queued in the outbox even without an ERP configured: it stays Pendiente and
 * is delivered when ERP_URL is set (nothing is marked done before the ERP answers).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoMensajeSaliente } from '@talento/rules';
import { referenciaPedidoErp, TIPO_ERP } from './llamadas-erp';

export async function asegurarRequisicionErp(tx: EntityManager, pedidoId: number): Promise<boolean> {
  const filas = await tx.execute<{ id: number }[]>(
    `with m as (
       insert into mensaje_saliente (tipo, destino, payload, estado, intentos, referencia, creado_en)
       select ?, 'requisicion', jsonb_build_object('operacion', 'requisicion', 'pedidoId', ?::int), ?, 0, ?, now()
        where not exists (select 1 from requisicion_erp where pedido_id = ?)
       returning id)
     insert into requisicion_erp (pedido_id, mensaje_id, creada_en) select ?, m.id, now() from m
     on conflict (pedido_id) do nothing returning id`,
    [TIPO_ERP, pedidoId, EstadoMensajeSaliente.PENDIENTE, referenciaPedidoErp(pedidoId), pedidoId, pedidoId],
  );
  return filas.length > 0;
}
