import { defineEntity, p } from '@mikro-orm/core';
import { MensajeSaliente } from '../core';
import { Pedido } from '../pedidos/pedido';

/**
 * The ERP requisition of an order (spec 01 §4: approving a client interview creates it "when the order has
 * none"). One row per order (unique), written in the transaction of the first approval together with its
 * outbox call; `codigoErp` is filled when the ERP answers success.
 */
export const RequisicionErpSchema = defineEntity({
  name: 'RequisicionErp',
  tableName: 'requisicion_erp',
  properties: {
    id: p.integer().primary(),
    pedido: () => p.oneToOne(Pedido).owner().unique().deleteRule('cascade'),
    /** The outbox call that creates it in the ERP (its estado is the requisition's status). */
    mensaje: () => p.manyToOne(MensajeSaliente).nullable(),
    codigoErp: p.string().length(60).nullable(),
    creadaEn: p.datetime().onCreate(() => new Date()),
    confirmadaEn: p.datetime().nullable(),
  },
});
export class RequisicionErp extends RequisicionErpSchema.class {}
RequisicionErpSchema.setClass(RequisicionErp);
