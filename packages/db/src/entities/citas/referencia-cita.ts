import { defineEntity, p } from '@mikro-orm/core';

/** Referral catalogue of appointments (spec 03 §3 "referencia"); id 6 (REFERENCIA_OTRO) means other. */
export const ReferenciaCitaSchema = defineEntity({
  name: 'ReferenciaCita',
  tableName: 'referencia_cita',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(120),
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class ReferenciaCita extends ReferenciaCitaSchema.class {}
ReferenciaCitaSchema.setClass(ReferenciaCita);
