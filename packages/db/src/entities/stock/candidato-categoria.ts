import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad, Usuario } from '../core';
import { Candidato } from '../hv/candidato';
import { Pedido } from '../pedidos/pedido';
import type { CalificacionStock } from './calificacion-stock';
import { CategoriaStock } from './categoria-stock';

/**
 * A candidate placed in a stock category for a city (spec 02 §3 "Category candidate"). A candidate may
 * hold only one active row (estado 1) at a time: partial unique index. nombre_candidato, candidato_data,
 * ciudad_data, categoria_data and calificacion_data are display joins. Validity fields: vigencia in days
 * (from the category), the others dates.
 */
export const CandidatoCategoriaSchema = defineEntity({
  name: 'CandidatoCategoria',
  tableName: 'candidato_categoria',
  indexes: [
    { properties: ['categoria', 'estado'] },
    {
      name: 'candidato_categoria_vigente_uniq',
      expression:
        'create unique index "candidato_categoria_vigente_uniq" on "candidato_categoria" ("candidato_id") where "estado" = 1',
    },
  ],
  properties: {
    id: p.integer().primary(),
    candidato: () => p.manyToOne(Candidato).index(),
    ciudad: () => p.manyToOne(Ciudad).index(),
    categoria: () => p.manyToOne(CategoriaStock),
    calificacion: p.json<CalificacionStock>().nullable(),
    /** Start of the digital-tests validity the placement relies on. */
    inicioVigenciaPruebas: p.date().nullable(),
    /** Validity in days (CategoriaStock.vigencia at the time of placement). */
    vigencia: p.integer().nullable(),
    /** End of validity in the category. */
    vigenciaCategoria: p.date().nullable().index(),
    /** Second (renewed) end of validity in the category. */
    vigenciaCategoria2: p.date().nullable(),
    /** 1 Activo, 2 Removido (ESTADO_CANDIDATO_STOCK). */
    estado: p.smallint().default(1),
    /** Order the candidate came from, when placed from an order. */
    pedidoOrigen: () => p.manyToOne(Pedido).nullable(),
    createdBy: () => p.manyToOne(Usuario).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class CandidatoCategoria extends CandidatoCategoriaSchema.class {}
CandidatoCategoriaSchema.setClass(CandidatoCategoria);
