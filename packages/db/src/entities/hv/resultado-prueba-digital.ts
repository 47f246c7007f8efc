import { defineEntity, p } from '@mikro-orm/core';
import { CalificacionPruebaDigital } from './calificacion-prueba-digital';

/** The score of one test inside a digital-test rating (spec 03 §3 "pruebas"). */
export const ResultadoPruebaDigitalSchema = defineEntity({
  name: 'ResultadoPruebaDigital',
  tableName: 'resultado_prueba_digital',
  uniques: [{ properties: ['calificacion', 'codigo'] }],
  properties: {
    id: p.integer().primary(),
    calificacion: () => p.manyToOne(CalificacionPruebaDigital).deleteRule('cascade'),
    /** CODIGO_PRUEBA_DIGITAL (FAC, DETAC, COMPETENCIAS, VALORES, IDISC, ENTREVISTA). */
    codigo: p.string().length(20),
    puntaje: p.decimal('number').precision(5).scale(2).nullable(),
    descartado: p.boolean().default(false),
  },
});
export class ResultadoPruebaDigital extends ResultadoPruebaDigitalSchema.class {}
ResultadoPruebaDigitalSchema.setClass(ResultadoPruebaDigital);
