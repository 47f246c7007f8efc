import { defineEntity, p } from '@mikro-orm/core';

/** A permission flag of spec §6 (e.g. `add_pedido`). The catalogue lives in @talento/rules. */
export const PermisoSchema = defineEntity({
  name: 'Permiso',
  tableName: 'permiso',
  properties: {
    id: p.integer().primary(),
    codigo: p.string().length(120).unique(),
    descripcion: p.string().length(300),
  },
});
export class Permiso extends PermisoSchema.class {}
PermisoSchema.setClass(Permiso);
