import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad, Cliente, Sucursal, Usuario } from '../core';
import { Perfil } from '../perfiles/perfil';
import { CandidatoPerfilStock } from './candidato-perfil-stock';

/**
 * Stock profile (spec 02 §3): a standing pool of candidates for a client's approved profile in a city,
 * with three level goals (meta > media > baja). perfil_data, ciudad_data, q_candidatos and
 * proximos are computed for display (NIVEL_STOCK / calcularNivelStock in @talento/rules), not stored.
 */
export const PerfilStockSchema = defineEntity({
  name: 'PerfilStock',
  tableName: 'perfil_stock',
  uniques: [{ properties: ['perfil', 'ciudad'] }],
  properties: {
    id: p.integer().primary(),
    cliente: () => p.manyToOne(Cliente).index(),
    perfil: () => p.manyToOne(Perfil),
    ciudad: () => p.manyToOne(Ciudad).index(),
    sucursal: () => p.manyToOne(Sucursal).nullable().index(),
    /** High-level goal (STOCK_DEFAULTS.meta). */
    meta: p.integer().default(20),
    /** Medium-level goal. */
    media: p.integer().default(10),
    /** Low-level goal. */
    baja: p.integer().default(5),
    /** Validity of candidates in the pool, in days (min 1). */
    vigencia: p.integer().check('vigencia >= 1'),
    /** Raise a stock order automatically when the pool falls low. */
    pedidoAutomatico: p.boolean().default(false),
    /**
     * Level stored by the last recompute (calcularNivelStock over the active pool); null until the first one.
     * Written only by recalcularNivelPerfilStock (packages/api/src/dominios/stock/servicios/nivel.ts).
     */
    nivel: p.smallint().nullable(),
    /** When the level was last recomputed (daily job, or a candidate joining or leaving the pool). */
    nivelCalculadoEn: p.datetime().nullable(),
    candidatos: () => p.oneToMany(CandidatoPerfilStock).mappedBy('perfilStock'),
    createdBy: () => p.manyToOne(Usuario).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});
export class PerfilStock extends PerfilStockSchema.class {}
PerfilStockSchema.setClass(PerfilStock);
