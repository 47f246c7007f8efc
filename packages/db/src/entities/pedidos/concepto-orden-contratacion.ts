import { defineEntity, p } from '@mikro-orm/core';
import { OrdenContratacion } from './orden-contratacion';

/**
 * A salary concept line of a hiring order (spec 01 §3 conceptos: tipo, periodicidad, concepto
 * {CONCEPTO, DESCRIPCION}, valor). A value above 60% of the salary asks for confirmation.
 */
export const ConceptoOrdenContratacionSchema = defineEntity({
  name: 'ConceptoOrdenContratacion',
  tableName: 'concepto_orden_contratacion',
  properties: {
    id: p.integer().primary(),
    ordenContratacion: () => p.manyToOne(OrdenContratacion).index().deleteRule('cascade'),
    /** CatalogoItem TIPO_CONCEPTO. */
    tipo: p.string().length(40),
    /** CatalogoItem PERIODICIDAD. */
    periodicidad: p.string().length(40),
    /** CatalogoItem CONCEPTO_CONTRATO codigo (CONCEPTO) and its description copied (DESCRIPCION). */
    conceptoCodigo: p.string().length(40),
    conceptoDescripcion: p.string().length(300),
    valor: p.decimal('number').precision(12).scale(2),
  },
});
export class ConceptoOrdenContratacion extends ConceptoOrdenContratacionSchema.class {}
ConceptoOrdenContratacionSchema.setClass(ConceptoOrdenContratacion);
