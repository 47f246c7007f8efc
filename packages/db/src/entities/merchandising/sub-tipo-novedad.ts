import { defineEntity, p } from '@mikro-orm/core';
import { TipoNovedad } from './tipo-novedad';

/** Kind of merchandising incident within a category (spec 03 §3 novedad "sub_tipo_novedad"). */
export const SubTipoNovedadSchema = defineEntity({
  name: 'SubTipoNovedad',
  tableName: 'sub_tipo_novedad',
  uniques: [{ properties: ['tipoNovedad', 'nombre'] }],
  properties: {
    id: p.integer().primary(),
    tipoNovedad: () => p.manyToOne(TipoNovedad),
    nombre: p.string().length(120),
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class SubTipoNovedad extends SubTipoNovedadSchema.class {}
SubTipoNovedadSchema.setClass(SubTipoNovedad);
