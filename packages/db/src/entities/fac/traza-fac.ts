import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core';
import { GrupoPreguntasFiltro } from './grupo-preguntas-filtro';

/**
 * Change-trace row of a filter-question group (spec 02 §3 "Trace row"): every insert, update and delete
 * of the group, its questions and options. `campo` names the changed field, `campoId` the changed row.
 */
export const TrazaFacSchema = defineEntity({
  name: 'TrazaFac',
  tableName: 'traza_fac',
  indexes: [{ properties: ['grupo', 'createdAt'] }],
  properties: {
    id: p.bigint('number').primary(),
    grupo: () => p.manyToOne(GrupoPreguntasFiltro).deleteRule('cascade'),
    /** 1 INSERTAR, 2 ACTUALIZAR, 3 BORRAR (ACCION_TRAZA_FAC). */
    accion: p.smallint(),
    campo: p.string().length(100),
    campoId: p.integer().nullable(),
    antes: p.text().nullable(),
    despues: p.text().nullable(),
    usuario: () => p.manyToOne(Usuario).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class TrazaFac extends TrazaFacSchema.class {}
TrazaFacSchema.setClass(TrazaFac);
