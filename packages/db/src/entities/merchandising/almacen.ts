import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad } from '../core/ciudad';
import { Cliente } from '../core/cliente';
import { Region } from './region';

const coordenada = () => p.decimal('number').precision(9).scale(6).nullable();

/** A store visited by merchandisers (spec 03 §3 "almacen"). */
export const AlmacenSchema = defineEntity({
  name: 'Almacen',
  tableName: 'almacen',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(200),
    direccion: p.string().length(300).nullable(),
    region: () => p.manyToOne(Region).nullable().index(),
    cliente: () => p.manyToOne(Cliente).index(),
    latitud: coordenada(),
    longitud: coordenada(),
    ciudad: () => p.manyToOne(Ciudad).nullable().index(),
    /** Inactive: kept on old routes and arrivals, no longer offered for routes nor accepted from a phone. */
    activo: p.boolean().default(true),
    /** Bumped by every change made in Administración › Merchandising (a stale form gets CONFLICT). */
    version: p.integer().default(1),
  },
});
export class Almacen extends AlmacenSchema.class {}
AlmacenSchema.setClass(Almacen);
