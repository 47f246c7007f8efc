import { defineEntity, p } from '@mikro-orm/core';

/** A reason for rejecting/discarding a candidate of an order (spec 01 §7 "Rejection reasons list (activo)"). */
export const MotivoRechazoSchema = defineEntity({
  name: 'MotivoRechazo',
  tableName: 'motivo_rechazo',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(200).unique(),
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class MotivoRechazo extends MotivoRechazoSchema.class {}
MotivoRechazoSchema.setClass(MotivoRechazo);
