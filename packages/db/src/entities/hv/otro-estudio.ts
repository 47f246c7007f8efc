import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** Another course or study (seminar, certification) on a CV (spec 03 §3). */
export const OtroEstudioSchema = defineEntity({
  name: 'OtroEstudio',
  tableName: 'otro_estudio',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    institucion: p.string().length(200),
    nombre: p.string().length(200),
    fechaFin: p.date().nullable(),
    intensidadHoras: p.integer().nullable(),
  },
});
export class OtroEstudio extends OtroEstudioSchema.class {}
OtroEstudioSchema.setClass(OtroEstudio);
