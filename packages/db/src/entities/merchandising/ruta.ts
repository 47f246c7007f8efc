import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Visita } from './visita';

/** A merchandiser's route for a day (spec 03 §3 "route"): ordered store visits. */
export const RutaSchema = defineEntity({
  name: 'Ruta',
  tableName: 'ruta',
  indexes: [{ properties: ['usuario', 'fecha'] }, { properties: ['fecha'] }],
  properties: {
    id: p.integer().primary(),
    usuario: () => p.manyToOne(Usuario),
    fecha: p.date(),
    fechaFin: p.datetime().nullable(),
    visitas: () => p.oneToMany(Visita).mappedBy('ruta'),
  },
});
export class Ruta extends RutaSchema.class {}
RutaSchema.setClass(Ruta);
