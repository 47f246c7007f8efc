import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad } from './ciudad';

/** A branch office of the agency. */
export const SucursalSchema = defineEntity({
  name: 'Sucursal',
  tableName: 'sucursal',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(120).unique(),
    ciudad: () => p.manyToOne(Ciudad).index(),
    activa: p.boolean().default(true),
  },
});
export class Sucursal extends SucursalSchema.class {}
SucursalSchema.setClass(Sucursal);
