import { defineEntity, p } from '@mikro-orm/core';
import { CandidatoPedido } from '../pedidos/candidato-pedido';
import { Pedido } from '../pedidos/pedido';
import { IndicadorValidado } from './indicador-validado';

/**
 * A row behind a frozen figure of a validated week (`reportes.filas` of that week and branch): the order, or the
 * candidate in the order and the state reached, with what it counted at validation (the day, the vacancies, what it
 * added to a service-level term). Written in the validating transaction, never afterwards, so the frozen rows add up
 * to the frozen figure whatever the data becomes. Names (client, position, candidate) are not copied: they are read
 * from today's records.
 */
export const IndicadorValidadoFilaSchema = defineEntity({
  name: 'IndicadorValidadoFila',
  tableName: 'indicador_validado_fila',
  indexes: [{ properties: ['indicadorValidado', 'medida'] }],
  properties: {
    id: p.integer().primary(),
    indicadorValidado: () => p.manyToOne(IndicadorValidado).deleteRule('cascade'),
    /** The figure: a funnel measure or a service-level term (CifraConFilas of packages/rules). */
    medida: p.string().length(20),
    pedido: () => p.manyToOne(Pedido).deleteRule('cascade'),
    /** Candidate measures: the candidate in the order whose state counted; null for orders. */
    candidatoPedido: () => p.manyToOne(CandidatoPedido).nullable().deleteRule('cascade'),
    /** The moment the row counts on (received, cancelled, finished, the candidate's state). */
    fecha: p.datetime(),
    vacantes: p.integer(),
    /** ESTADO_CANDIDATO_PEDIDO reached (candidate measures). */
    estado: p.smallint().nullable(),
    /** Service-level terms: what the order added (vacancies, or 1 for PPCC). */
    aporte: p.integer().nullable(),
  },
});
export class IndicadorValidadoFila extends IndicadorValidadoFilaSchema.class {}
IndicadorValidadoFilaSchema.setClass(IndicadorValidadoFila);
