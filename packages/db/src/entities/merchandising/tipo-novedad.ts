import { defineEntity, p } from '@mikro-orm/core';

/** Category of a merchandising incident (spec 03 §3 novedad "tipo_novedad"). */
export const TipoNovedadSchema = defineEntity({
  name: 'TipoNovedad',
  tableName: 'tipo_novedad',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(120).unique(),
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class TipoNovedad extends TipoNovedadSchema.class {}
TipoNovedadSchema.setClass(TipoNovedad);
