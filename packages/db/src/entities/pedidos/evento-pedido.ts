import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core';
import { Pedido } from './pedido';

/**
 * An entry of the order's action log (spec 01 §3 "Order event"), written in the same transaction as the
 * change. tipo_evento: TIPO_EVENTO_PEDIDO (0-8). estado_anterior/estado_nuevo hold ESTADO_PEDIDO values
 * for type 0 and ESTADO_CANDIDATO_PEDIDO values for type 4; pool/pool_nuevo hold POOL for type 3.
 * Names are copied so the log survives later changes (fecha_front is display-only).
 */
export const EventoPedidoSchema = defineEntity({
  name: 'EventoPedido',
  tableName: 'evento_pedido',
  indexes: [{ properties: ['pedido', 'fecha'] }, { properties: ['tipoEvento', 'fecha'] }],
  properties: {
    id: p.bigint('number').primary(),
    pedido: () => p.manyToOne(Pedido).deleteRule('cascade'),
    tipoEvento: p.smallint(),
    actor: () => p.manyToOne(Usuario).nullable(),
    estadoAnterior: p.smallint().nullable(),
    estadoNuevo: p.smallint().nullable(),
    pool: p.smallint().nullable(),
    poolNuevo: p.smallint().nullable(),
    candidatoNombre: p.string().length(300).nullable(),
    candidatoEspontaneoNombre: p.string().length(300).nullable(),
    fecha: p.datetime().onCreate(() => new Date()),
  },
});
export class EventoPedido extends EventoPedidoSchema.class {}
EventoPedidoSchema.setClass(EventoPedido);
