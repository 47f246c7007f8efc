import { defineEntity, p } from '@mikro-orm/core';

/** A Colombian municipality (DANE code), used by orders, CVs, stock and appointments. */
export const CiudadSchema = defineEntity({
  name: 'Ciudad',
  tableName: 'ciudad',
  indexes: [
    {
      name: 'ciudad_nombre_trgm',
      expression:
        'create index "ciudad_nombre_trgm" on "ciudad" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary(),
    codigoDane: p.string().length(10).unique(),
    nombre: p.string().length(120),
    departamento: p.string().length(120),
    esCapital: p.boolean().default(false),
    /** Inactive: kept on old records, no longer offered by the typeahead (Administración › Catálogos). */
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class Ciudad extends CiudadSchema.class {}
CiudadSchema.setClass(Ciudad);
