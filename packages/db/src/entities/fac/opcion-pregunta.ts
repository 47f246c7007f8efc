import { defineEntity, p } from '@mikro-orm/core';
import { PreguntaFiltro } from './pregunta-filtro';

/** An answer option of a filter question with its rating (spec 02 §3 "Option"). */
export const OpcionPreguntaSchema = defineEntity({
  name: 'OpcionPregunta',
  tableName: 'opcion_pregunta',
  properties: {
    id: p.integer().primary(),
    pregunta: () => p.manyToOne(PreguntaFiltro).index().deleteRule('cascade'),
    opcion: p.string().length(500),
    /** 1 to 5, or 6 Descartar (CALIFICACION_OPCION). */
    calificacion: p.smallint().check('calificacion between 1 and 6'),
    orden: p.integer().default(0),
  },
});
export class OpcionPregunta extends OpcionPreguntaSchema.class {}
OpcionPreguntaSchema.setClass(OpcionPregunta);
