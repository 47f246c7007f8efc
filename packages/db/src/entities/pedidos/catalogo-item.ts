import { defineEntity, p } from '@mikro-orm/core';

/**
 * A row of a generic catalogue served at /app/catalogo/?categoria=X (spec 01 §7): categoria TIPO_PEDIDO,
 * RELACION_LABORAL, TIPO_SALARIO, RIESGO_ARL, TIPO_COMISION, TIPO_VARIABLE, TIPO_CONCEPTO, PERIODICIDAD,
 * CONCEPTO_CONTRATO, TIPO_CONVOCATORIA (CATEGORIA_CATALOGO). Orders store the `codigo`.
 * `valor` holds the contribution percentage for RIESGO_ARL (e.g. 0.522, hence 4 decimals), used to
 * filter work centres; null for the other categories.
 */
export const CatalogoItemSchema = defineEntity({
  name: 'CatalogoItem',
  tableName: 'catalogo_item',
  uniques: [{ properties: ['categoria', 'codigo'] }],
  properties: {
    id: p.integer().primary(),
    /** Indexed by the unique (categoria, codigo). */
    categoria: p.string().length(40),
    codigo: p.string().length(40),
    nombre: p.string().length(200),
    valor: p.decimal('number').precision(12).scale(4).nullable(),
    orden: p.integer().default(0),
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class CatalogoItem extends CatalogoItemSchema.class {}
CatalogoItemSchema.setClass(CatalogoItem);
