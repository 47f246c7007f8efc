import { defineEntity, p } from '@mikro-orm/core';
import { Perfil } from './perfil';

/** A performance indicator of a profile (spec 02 §3 "Indicator"); peso 0 to 100. */
export const PerfilIndicadorSchema = defineEntity({
  name: 'PerfilIndicador',
  tableName: 'perfil_indicador',
  properties: {
    id: p.integer().primary(),
    perfil: () => p.manyToOne(Perfil).index().deleteRule('cascade'),
    nombre: p.string().length(255),
    formula: p.text(),
    peso: p.decimal('number').precision(5).scale(2).check('peso >= 0 and peso <= 100'),
    /** Free text (e.g. "Mensual"): the spec gives no catalogue. */
    periodicidad: p.string().length(100),
    /** Free text target (e.g. "95%"): the spec gives no type. */
    meta: p.string().length(255),
    objetivoProceso: p.text(),
    orden: p.integer().default(0),
  },
});
export class PerfilIndicador extends PerfilIndicadorSchema.class {}
PerfilIndicadorSchema.setClass(PerfilIndicador);
