import { defineEntity, p } from '@mikro-orm/core';
import { Pedido } from './pedido';

/** An extra named allowance of an order (spec 01 §3 Pedido.otros_auxilios: nombre, valor). */
export const OtroAuxilioPedidoSchema = defineEntity({
  name: 'OtroAuxilioPedido',
  tableName: 'otro_auxilio_pedido',
  properties: {
    id: p.integer().primary(),
    pedido: () => p.manyToOne(Pedido).index().deleteRule('cascade'),
    nombre: p.string().length(120),
    valor: p.decimal('number').precision(12).scale(2),
  },
});
export class OtroAuxilioPedido extends OtroAuxilioPedidoSchema.class {}
OtroAuxilioPedidoSchema.setClass(OtroAuxilioPedido);
