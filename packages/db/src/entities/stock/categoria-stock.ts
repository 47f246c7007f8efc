import { defineEntity, p } from '@mikro-orm/core';

/** Stock category that classifies candidates held in stock (spec 02 §3 "Stock category"). */
export const CategoriaStockSchema = defineEntity({
  name: 'CategoriaStock',
  tableName: 'categoria_stock',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(120).unique(),
    /** Validity of a candidate in the category, in days. */
    vigencia: p.integer().check('vigencia >= 1'),
    /** 0 Inactivo, 1 Activo (ESTADO_CATEGORIA_STOCK). */
    estado: p.smallint().default(1).index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class CategoriaStock extends CategoriaStockSchema.class {}
CategoriaStockSchema.setClass(CategoriaStock);
