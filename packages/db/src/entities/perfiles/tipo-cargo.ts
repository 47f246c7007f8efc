import { defineEntity, p } from '@mikro-orm/core';

/** Position type (tipo_cargo) catalogue of a profile (spec 02 §3, §7 "position types"). */
export const TipoCargoSchema = defineEntity({
  name: 'TipoCargo',
  tableName: 'tipo_cargo',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(120).unique(),
    activo: p.boolean().default(true),
  },
});
export class TipoCargo extends TipoCargoSchema.class {}
TipoCargoSchema.setClass(TipoCargo);
