import { defineEntity, p } from '@mikro-orm/core';
import { GrupoPreguntasFiltro } from './grupo-preguntas-filtro';
import { OpcionPregunta } from './opcion-pregunta';

/** A question of a filter-question group (spec 02 §3 "Question"). */
export const PreguntaFiltroSchema = defineEntity({
  name: 'PreguntaFiltro',
  tableName: 'pregunta_filtro',
  properties: {
    id: p.integer().primary(),
    grupo: () => p.manyToOne(GrupoPreguntasFiltro).index().deleteRule('cascade'),
    titulo: p.string().length(500),
    /** 1 Selección Múltiple (TIPO_PREGUNTA). */
    tipo: p.smallint().default(1),
    /** 1 Base/existente, 2 Específica/nueva (TIPO_FAC_PREGUNTA). */
    tipoFac: p.smallint().default(1),
    /** 1 Potencial, 2 Desempeño (CLASE_PREGUNTA). */
    clase: p.smallint().default(1),
    /** Whether the question is asked when the group is used. */
    usar: p.boolean().default(true),
    orden: p.integer().default(0),
    opciones: () => p.oneToMany(OpcionPregunta).mappedBy('pregunta'),
  },
});
export class PreguntaFiltro extends PreguntaFiltroSchema.class {}
PreguntaFiltroSchema.setClass(PreguntaFiltro);
