import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core';
import { Pedido } from '../pedidos/pedido';
import { Perfil } from '../perfiles/perfil';
import { EtiquetaFac } from './etiqueta-fac';
import { PreguntaFiltro } from './pregunta-filtro';
import { TrazaFac } from './traza-fac';

/**
 * Filter-question group, FAC (spec 02 §3, spec 03 §3): multiple-choice questions with rated options used
 * to screen candidates. A base group (tipo 1) has no order; a group of an order/profile (tipo 2) is
 * created from a base or suggested group and names the order and/or profile it belongs to.
 */
export const GrupoPreguntasFiltroSchema = defineEntity({
  name: 'GrupoPreguntasFiltro',
  tableName: 'grupo_preguntas_filtro',
  indexes: [{ properties: ['tipo', 'activo'] }],
  properties: {
    id: p.integer().primary(),
    perfil: () => p.manyToOne(Perfil).nullable().index(),
    pedido: () => p.manyToOne(Pedido).nullable().index(),
    nombre: p.string().length(255),
    /** 1 Base, 2 Pedido/perfil (TIPO_FAC). */
    tipo: p.smallint().default(1),
    tags: () => p.manyToMany(EtiquetaFac).pivotTable('grupo_preguntas_filtro_etiqueta'),
    preguntas: () => p.oneToMany(PreguntaFiltro).mappedBy('grupo'),
    trazas: () => p.oneToMany(TrazaFac).mappedBy('grupo'),
    /** Inactive groups are hidden from lists ("No se encontró ningún FAC activo."). */
    activo: p.boolean().default(true),
    createdBy: () => p.manyToOne(Usuario).nullable().index(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});
export class GrupoPreguntasFiltro extends GrupoPreguntasFiltroSchema.class {}
GrupoPreguntasFiltroSchema.setClass(GrupoPreguntasFiltro);
