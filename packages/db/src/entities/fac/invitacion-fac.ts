import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core';
import { CandidatoPedido } from '../pedidos/candidato-pedido';
import { GrupoPreguntasFiltro } from './grupo-preguntas-filtro';

/** One chosen option of a candidate's FAC answers, with the rating it had when answered. */
export interface RespuestaFac {
  preguntaId: number;
  opcionId: number;
  calificacion: number;
}

/**
 * A link e-mailed to a candidate of an order to answer the order's filter questions on a public page (ours,
 * beyond the old product). Only the SHA-256 of the 128-bit random token is stored; the link expires and is
 * single use: answering stores the answers, the score and `respondidaEn`.
 */
export const InvitacionFacSchema = defineEntity({
  name: 'InvitacionFac',
  tableName: 'invitacion_fac',
  properties: {
    id: p.integer().primary(),
    candidatoPedido: () => p.manyToOne(CandidatoPedido).index().deleteRule('cascade'),
    grupo: () => p.manyToOne(GrupoPreguntasFiltro).index().deleteRule('cascade'),
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: p.string().length(64).unique(),
    expiraEn: p.datetime(),
    respondidaEn: p.datetime().nullable(),
    respuestas: p.json<RespuestaFac[]>().nullable(),
    puntaje: p.decimal('number').precision(5).scale(2).nullable(),
    descartado: p.boolean().nullable(),
    createdBy: () => p.manyToOne(Usuario).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class InvitacionFac extends InvitacionFacSchema.class {}
InvitacionFacSchema.setClass(InvitacionFac);
