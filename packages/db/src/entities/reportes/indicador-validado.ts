import { defineEntity, p } from '@mikro-orm/core';
import { Sucursal } from '../core/sucursal';
import { Usuario } from '../core/usuario';

/**
 * A validated (frozen) week of a branch (spec 02 §9 validate-indicator screen): the figures as they were when
 * validated, who and when. Recomputation never touches it; the report shows it and the difference to today's figures.
 */
export const IndicadorValidadoSchema = defineEntity({
  name: 'IndicadorValidado',
  tableName: 'indicador_validado',
  uniques: [{ properties: ['sucursal', 'desde'] }],
  properties: {
    id: p.integer().primary(),
    sucursal: () => p.manyToOne(Sucursal),
    desde: p.date(),
    hasta: p.date(),
    /** Funnel counts, service-level terms, K and the results (CifrasValidadas of packages/api/src/dominios/reportes/servicios). */
    cifras: p.json<Record<string, unknown>>().columnType('jsonb'),
    validadoPor: () => p.manyToOne(Usuario),
    validadoEn: p.datetime(),
    /** The rows behind each figure were frozen too (IndicadorValidadoFila); false for validations made before that. */
    filasCongeladas: p.boolean().default(false),
  },
});
export class IndicadorValidado extends IndicadorValidadoSchema.class {}
IndicadorValidadoSchema.setClass(IndicadorValidado);
