import { defineEntity, p } from '@mikro-orm/core';
import { Cliente, Usuario } from '../core';
import { Candidato } from '../hv/candidato';
import { Pedido } from '../pedidos/pedido';

/**
 * A candidate barred by a client (spec 02 §3 "Barred candidate"): never sent to that client again.
 * The spec shows only candidato and cliente; motivo, pedido_origen (the discard with vetar_candidato 1)
 * and the author are what an agency needs to justify the bar.
 */
export const CandidatoVetadoSchema = defineEntity({
  name: 'CandidatoVetado',
  tableName: 'candidato_vetado',
  uniques: [{ properties: ['candidato', 'cliente'] }],
  properties: {
    id: p.integer().primary(),
    candidato: () => p.manyToOne(Candidato),
    cliente: () => p.manyToOne(Cliente).index(),
    motivo: p.text().nullable(),
    pedidoOrigen: () => p.manyToOne(Pedido).nullable(),
    createdBy: () => p.manyToOne(Usuario).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class CandidatoVetado extends CandidatoVetadoSchema.class {}
CandidatoVetadoSchema.setClass(CandidatoVetado);
