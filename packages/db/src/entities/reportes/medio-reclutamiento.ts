import { defineEntity, p } from '@mikro-orm/core';

/** Catalogue of recruitment media (spec 03 §7 "GET recruitment media"): job boards, referrals, radio... */
export const MedioReclutamientoSchema = defineEntity({
  name: 'MedioReclutamiento',
  tableName: 'medio_reclutamiento',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(150).unique(),
    activo: p.boolean().default(true),
  },
});
export class MedioReclutamiento extends MedioReclutamientoSchema.class {}
MedioReclutamientoSchema.setClass(MedioReclutamiento);
