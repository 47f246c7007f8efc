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
    /** Street address: the place of the appointment invitations (iCalendar LOCATION). */
    direccion: p.string().length(200).nullable(),
    activa: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class Sucursal extends SucursalSchema.class {}
SucursalSchema.setClass(Sucursal);
