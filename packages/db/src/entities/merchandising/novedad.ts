import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Almacen } from './almacen';
import { Dispositivo } from './dispositivo';
import { FotoNovedad } from './foto-novedad';
import { SubTipoNovedad } from './sub-tipo-novedad';

/** An incident reported by a merchandiser at a store (spec 03 §3 "novedad"), solved by staff. */
export const NovedadSchema = defineEntity({
  name: 'Novedad',
  tableName: 'novedad',
  indexes: [{ properties: ['estado', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    subTipoNovedad: () => p.manyToOne(SubTipoNovedad).index(),
    usuario: () => p.manyToOne(Usuario).index(),
    almacen: () => p.manyToOne(Almacen).index(),
    texto: p.text(),
    /** ESTADO_NOVEDAD (0 Pendiente, 1 Aceptada, 2 Rechazada). */
    estado: p.smallint().default(0),
    solvedAt: p.datetime().nullable(),
    comentario: p.text().nullable(),
    /** Staff user who last changed the state (change_novedad). */
    resueltaPor: () => p.manyToOne(Usuario).nullable(),
    fotos: () => p.oneToMany(FotoNovedad).mappedBy('novedad'),
    /** Device that reported it (null for incidents loaded otherwise). createdAt is the device's time. */
    dispositivo: () => p.manyToOne(Dispositivo).nullable().deleteRule('set null'),
    recibidoAt: p.datetime().onCreate(() => new Date()),
    version: p.integer().version(),
  },
});
export class Novedad extends NovedadSchema.class {}
NovedadSchema.setClass(Novedad);
