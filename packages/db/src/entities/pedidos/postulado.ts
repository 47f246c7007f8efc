import { defineEntity, p } from '@mikro-orm/core';
import { Candidato } from '../hv/candidato';
import { Perfil } from '../perfiles/perfil';
import { Pedido } from './pedido';

/**
 * A person who applied to an order (spec 01 §3 Postulado), typically from the job board.
 * `betado` true bars the person from this order (set when the candidate is removed from the order).
 */
export const PostuladoSchema = defineEntity({
  name: 'Postulado',
  tableName: 'postulado',
  uniques: [{ properties: ['pedido', 'candidato'] }],
  properties: {
    id: p.integer().primary(),
    pedido: () => p.manyToOne(Pedido).deleteRule('cascade'),
    candidato: () => p.manyToOne(Candidato).index(),
    /** DISPONIBILIDAD of the candidate when listed: 0 Libre, 1 En proceso de pedido, 2 Contratado, 3 No disponible. */
    disponibilidad: p.smallint().default(0),
    betado: p.boolean().default(false),
    perfil: () => p.manyToOne(Perfil).nullable().index(),
    fechaPostulacion: p.datetime().onCreate(() => new Date()),
  },
});
export class Postulado extends PostuladoSchema.class {}
PostuladoSchema.setClass(Postulado);
