import { defineEntity, p } from '@mikro-orm/core';
import { Candidato } from '../hv/candidato';
import type { CalificacionStock } from './calificacion-stock';
import { PerfilStock } from './perfil-stock';

/**
 * A candidate held in a stock profile's pool (spec 02 §3 "Stock profile candidate"). candidato_data and
 * calificacion_data are display joins; `calificacion` keeps the rating snapshot taken on entry.
 * The spec does not type the validity fields; we read vigencia as days and the others as dates.
 */
export const CandidatoPerfilStockSchema = defineEntity({
  name: 'CandidatoPerfilStock',
  tableName: 'candidato_perfil_stock',
  indexes: [{ properties: ['perfilStock', 'estado'] }],
  properties: {
    id: p.integer().primary(),
    perfilStock: () => p.manyToOne(PerfilStock).deleteRule('cascade'),
    candidato: () => p.manyToOne(Candidato).index(),
    /** 1 Activo, 2 Removido (ESTADO_CANDIDATO_STOCK). */
    estado: p.smallint().default(1),
    /** Validity in days copied from the stock profile on entry. */
    vigencia: p.integer().nullable(),
    /** End of the stock validity window (set with inicioVigenciaStock on edit). */
    vigenciaStock: p.date().nullable().index(),
    /** Second (renewed) end of stock validity. */
    vigenciaStock2: p.date().nullable(),
    /** Hard expiry of the candidate in the pool (e.g. when the digital tests lapse). */
    vigenciaExpiracion: p.date().nullable(),
    /** Start of the stock validity window; a validity reset clears it. */
    inicioVigenciaStock: p.date().nullable(),
    /** The candidate meets the profile's standard (rating at or above the required score). */
    standard: p.boolean().default(false),
    calificacion: p.json<CalificacionStock>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class CandidatoPerfilStock extends CandidatoPerfilStockSchema.class {}
CandidatoPerfilStockSchema.setClass(CandidatoPerfilStock);
