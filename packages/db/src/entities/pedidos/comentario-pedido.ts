import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core';
import { Pedido } from './pedido';

/** A comment on an order (spec 01 §3 "Order comment"); the client portal shows only visibilidad 0. */
export const ComentarioPedidoSchema = defineEntity({
  name: 'ComentarioPedido',
  tableName: 'comentario_pedido',
  indexes: [{ properties: ['pedido', 'fecha'] }],
  properties: {
    id: p.integer().primary(),
    usuario: () => p.manyToOne(Usuario),
    pedido: () => p.manyToOne(Pedido).deleteRule('cascade'),
    fecha: p.datetime().onCreate(() => new Date()),
    texto: p.text(),
    /** VISIBILIDAD_COMENTARIO: 0 Visible por el cliente, 2 Interno. */
    visibilidad: p.smallint().default(2),
  },
});
export class ComentarioPedido extends ComentarioPedidoSchema.class {}
ComentarioPedidoSchema.setClass(ComentarioPedido);
