import { defineEntity, p } from '@mikro-orm/core';
import { Pedido } from './pedido';

/**
 * A video-interview question of an order (spec 01 §3 "Interview question": pregunta, tiempo default 1,
 * orden). `tiempo` is the answer time in minutes from the platform's question-time list.
 */
export const PreguntaEntrevistaSchema = defineEntity({
  name: 'PreguntaEntrevista',
  tableName: 'pregunta_entrevista',
  indexes: [{ properties: ['pedido', 'orden'] }],
  properties: {
    id: p.integer().primary(),
    pedido: () => p.manyToOne(Pedido).deleteRule('cascade'),
    pregunta: p.text(),
    tiempo: p.integer().default(1),
    orden: p.integer().default(0),
  },
});
export class PreguntaEntrevista extends PreguntaEntrevistaSchema.class {}
PreguntaEntrevistaSchema.setClass(PreguntaEntrevista);
