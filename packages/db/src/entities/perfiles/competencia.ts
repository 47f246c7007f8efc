import { defineEntity, p } from '@mikro-orm/core';

/**
 * Competency (spec 02 §3): a parent competency (padre null) or a sub-competency of one. `checked` of
 * the spec is computed per profile (a PerfilCompetencia row exists).
 */
export const CompetenciaSchema = defineEntity({
  name: 'Competencia',
  tableName: 'competencia',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(200),
    padre: () => p.manyToOne(Competencia).nullable().index(),
    orden: p.integer().default(0),
    activo: p.boolean().default(true),
  },
});
export class Competencia extends CompetenciaSchema.class {}
CompetenciaSchema.setClass(Competencia);
