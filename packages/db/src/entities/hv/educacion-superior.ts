import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A higher-education degree (técnico, tecnólogo, profesional) on a CV (spec 03 §3). */
export const EducacionSuperiorSchema = defineEntity({
  name: 'EducacionSuperior',
  tableName: 'educacion_superior',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    institucion: p.string().length(200),
    titulo: p.string().length(200),
    fechaInicio: p.date().nullable(),
    fechaFin: p.date().nullable(),
    graduado: p.boolean().default(false),
  },
});
export class EducacionSuperior extends EducacionSuperiorSchema.class {}
EducacionSuperiorSchema.setClass(EducacionSuperior);
