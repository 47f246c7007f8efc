import { defineEntity, p } from '@mikro-orm/core';
import { Cliente } from '../core/cliente';

/** A client's region grouping stores (spec 03 §3 "regions by client"). */
export const RegionSchema = defineEntity({
  name: 'Region',
  tableName: 'region',
  uniques: [{ properties: ['cliente', 'nombre'] }],
  properties: {
    id: p.integer().primary(),
    cliente: () => p.manyToOne(Cliente),
    nombre: p.string().length(120),
  },
});
export class Region extends RegionSchema.class {}
RegionSchema.setClass(Region);
