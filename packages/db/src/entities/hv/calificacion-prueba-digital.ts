import { defineEntity, p } from '@mikro-orm/core';
import { Pedido } from '../pedidos/pedido';
import { Candidato } from './candidato';
import { EntrevistaVideo } from './entrevista-video';
import { ResultadoPruebaDigital } from './resultado-prueba-digital';

/**
 * A digital-test rating of a candidate as reported by the test platform (spec 03 §3 "Digital test
 * rating"), optionally for one order. `vigenteHasta` supports the "pruebas_sin_vencer" filter.
 */
export const CalificacionPruebaDigitalSchema = defineEntity({
  name: 'CalificacionPruebaDigital',
  tableName: 'calificacion_prueba_digital',
  indexes: [{ properties: ['candidato', 'fecha'] }, { properties: ['candidato', 'vigenteHasta'] }],
  properties: {
    id: p.integer().primary(),
    candidato: () => p.manyToOne(Candidato).deleteRule('cascade'),
    pedido: () => p.manyToOne(Pedido).nullable().index(),
    puntajeGlobalReportado: p.decimal('number').precision(5).scale(2).nullable(),
    descartado: p.boolean().default(false),
    urlInforme: p.string().length(1000).nullable(),
    urlInformeLite: p.string().length(1000).nullable(),
    fecha: p.datetime().onCreate(() => new Date()),
    vigenteHasta: p.date().nullable(),
    /** The test platform's result id (unique): a result posted twice is applied once. Null for other ratings. */
    idResultadoPlataforma: p.string().length(100).nullable().unique(),
    pruebas: () => p.oneToMany(ResultadoPruebaDigital).mappedBy('calificacion'),
    entrevistas: () => p.oneToMany(EntrevistaVideo).mappedBy('calificacion'),
  },
});
export class CalificacionPruebaDigital extends CalificacionPruebaDigitalSchema.class {}
CalificacionPruebaDigitalSchema.setClass(CalificacionPruebaDigital);
