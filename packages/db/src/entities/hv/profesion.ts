import { defineEntity, p } from '@mikro-orm/core';

/** Catalogue of professions for the criteria-search typeahead (spec 03 §5, minimum 4 characters). */
export const ProfesionSchema = defineEntity({
  name: 'Profesion',
  tableName: 'profesion',
  indexes: [
    {
      name: 'profesion_nombre_trgm',
      expression:
        'create index "profesion_nombre_trgm" on "profesion" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(200).unique(),
  },
});
export class Profesion extends ProfesionSchema.class {}
ProfesionSchema.setClass(Profesion);
