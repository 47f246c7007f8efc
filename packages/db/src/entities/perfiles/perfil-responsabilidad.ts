import { defineEntity, p } from '@mikro-orm/core';
import { Perfil } from './perfil';

/** A responsibility of a profile (spec 02 §3 "Responsibility"); porcentaje 0 to 100. */
export const PerfilResponsabilidadSchema = defineEntity({
  name: 'PerfilResponsabilidad',
  tableName: 'perfil_responsabilidad',
  properties: {
    id: p.integer().primary(),
    perfil: () => p.manyToOne(Perfil).index().deleteRule('cascade'),
    funcion: p.text(),
    porcentaje: p.decimal('number').precision(5).scale(2).check('porcentaje >= 0 and porcentaje <= 100'),
    queHace: p.text(),
    comoHace: p.text(),
    paraQueHace: p.text(),
    /** Display order in the form (not in the spec). */
    orden: p.integer().default(0),
  },
});
export class PerfilResponsabilidad extends PerfilResponsabilidadSchema.class {}
PerfilResponsabilidadSchema.setClass(PerfilResponsabilidad);
