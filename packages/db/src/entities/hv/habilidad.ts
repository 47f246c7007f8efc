import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A skill listed on a CV (spec 03 §3). */
export const HabilidadSchema = defineEntity({
  name: 'Habilidad',
  tableName: 'habilidad',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    nombre: p.string().length(200),
    descripcion: p.text().nullable(),
  },
});
export class Habilidad extends HabilidadSchema.class {}
HabilidadSchema.setClass(Habilidad);
