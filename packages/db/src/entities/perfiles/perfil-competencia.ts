import { defineEntity, p } from '@mikro-orm/core';
import { Competencia } from './competencia';
import { Perfil } from './perfil';

/** A competency or sub-competency picked for a profile, with its display order (spec 02 §3 competencias). */
export const PerfilCompetenciaSchema = defineEntity({
  name: 'PerfilCompetencia',
  tableName: 'perfil_competencia',
  uniques: [{ properties: ['perfil', 'competencia'] }],
  properties: {
    id: p.integer().primary(),
    perfil: () => p.manyToOne(Perfil).deleteRule('cascade'),
    competencia: () => p.manyToOne(Competencia).index(),
    orden: p.integer().default(0),
  },
});
export class PerfilCompetencia extends PerfilCompetenciaSchema.class {}
PerfilCompetenciaSchema.setClass(PerfilCompetencia);
