import { defineEntity, p } from '@mikro-orm/core';

/**
 * A work centre of the payroll/ERP system (spec 01 §3 centro_trabajo: codigo, nombre, porcentaje).
 * `porcentaje` is the ARL risk percentage; the hiring-order list is filtered by the chosen RIESGO_ARL.
 */
export const CentroTrabajoSchema = defineEntity({
  name: 'CentroTrabajo',
  tableName: 'centro_trabajo',
  properties: {
    id: p.integer().primary(),
    codigo: p.string().length(40).unique(),
    nombre: p.string().length(200),
    porcentaje: p.decimal('number').precision(12).scale(4).index(),
    activo: p.boolean().default(true),
  },
});
export class CentroTrabajo extends CentroTrabajoSchema.class {}
CentroTrabajoSchema.setClass(CentroTrabajo);
