import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A study in progress on a CV (spec 03 "education in progress" accordion). */
export const EducacionEnCursoSchema = defineEntity({
  name: 'EducacionEnCurso',
  tableName: 'educacion_en_curso',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    /** NIVEL_ESTUDIO (0 Secundaria, 1 Educación superior, 2 Diplomado, 3 Postgrado). */
    nivel: p.smallint(),
    institucion: p.string().length(200),
    programa: p.string().length(200),
    semestreActual: p.smallint().nullable(),
    fechaInicio: p.date().nullable(),
    fechaFinEstimada: p.date().nullable(),
    /** Study schedule as typed (e.g. "Sábados"), to match it with job shifts. */
    horarioEstudio: p.string().length(120).nullable(),
  },
});
export class EducacionEnCurso extends EducacionEnCursoSchema.class {}
EducacionEnCursoSchema.setClass(EducacionEnCurso);
