import { defineEntity, p } from '@mikro-orm/core';

/** A tag of filter-question groups (spec 02 §3 FAC tags); typed tags that do not exist are created. */
export const EtiquetaFacSchema = defineEntity({
  name: 'EtiquetaFac',
  tableName: 'etiqueta_fac',
  indexes: [
    {
      name: 'etiqueta_fac_nombre_trgm',
      expression:
        'create index "etiqueta_fac_nombre_trgm" on "etiqueta_fac" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(100).unique(),
  },
});
export class EtiquetaFac extends EtiquetaFacSchema.class {}
EtiquetaFacSchema.setClass(EtiquetaFac);
