import { defineEntity, p } from '@mikro-orm/core';

/** A mark type that staff may tag a CV with (spec 03 §3 "CV mark" tipo_marca). */
export const TipoMarcaSchema = defineEntity({
  name: 'TipoMarca',
  tableName: 'tipo_marca',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(120).unique(),
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class TipoMarca extends TipoMarcaSchema.class {}
TipoMarcaSchema.setClass(TipoMarca);
