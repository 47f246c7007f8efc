import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A diploma course (diplomado) on a CV (spec 03 §3). */
export const DiplomadoSchema = defineEntity({
  name: 'Diplomado',
  tableName: 'diplomado',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    institucion: p.string().length(200),
    nombre: p.string().length(200),
    fechaFin: p.date().nullable(),
    intensidadHoras: p.integer().nullable(),
  },
});
export class Diplomado extends DiplomadoSchema.class {}
DiplomadoSchema.setClass(Diplomado);
