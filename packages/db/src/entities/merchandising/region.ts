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
    /** Inactive: kept on its stores and old notifications, no longer offered. */
    activo: p.boolean().default(true),
    /** Bumped by every change made in Administración › Merchandising (a stale form gets CONFLICT). */
    version: p.integer().default(1),
  },
});
export class Region extends RegionSchema.class {}
RegionSchema.setClass(Region);
