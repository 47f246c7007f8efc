import { defineEntity, p } from '@mikro-orm/core';

/** A job position (cargo) a profile is written for (spec 02 §3 Profile.cargo); searched from 4 characters. */
export const CargoSchema = defineEntity({
  name: 'Cargo',
  tableName: 'cargo',
  indexes: [
    {
      name: 'cargo_nombre_trgm',
      expression:
        'create index "cargo_nombre_trgm" on "cargo" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary(),
    codigo: p.string().length(40).unique(),
    nombre: p.string().length(200),
    /** True when the position also exists in the payroll/ERP system. */
    existeEnErp: p.boolean().default(false),
    /**
     * Positions withdrawn from use are hidden from the typeaheads and kept on old profiles and hiring orders
     * (Administración › Catálogos; not in the spec, an agency needs it).
     */
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos › Cargos. */
    version: p.integer().version(),
  },
});
export class Cargo extends CargoSchema.class {}
CargoSchema.setClass(Cargo);
