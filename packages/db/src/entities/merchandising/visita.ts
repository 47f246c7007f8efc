import { defineEntity, p } from '@mikro-orm/core';
import { Almacen } from './almacen';
import { Ruta } from './ruta';

/** A store visit within a route, in order (spec 03 §3 "visitas with almacen and position"). */
export const VisitaSchema = defineEntity({
  name: 'Visita',
  tableName: 'visita',
  indexes: [{ properties: ['ruta', 'posicion'] }],
  properties: {
    id: p.integer().primary(),
    ruta: () => p.manyToOne(Ruta).deleteRule('cascade'),
    almacen: () => p.manyToOne(Almacen).index(),
    posicion: p.smallint(),
  },
});
export class Visita extends VisitaSchema.class {}
VisitaSchema.setClass(Visita);
