import { defineEntity, p } from '@mikro-orm/core';

/** A cost centre of the payroll/ERP master (spec 01 §3 hiring order `dpto`). */
export const CentroCostoErpSchema = defineEntity({
  name: 'CentroCostoErp',
  tableName: 'centro_costo_erp',
  properties: {
    id: p.integer().primary(),
    codigo: p.string().length(40).unique(),
    nombre: p.string().length(200),
    activo: p.boolean().default(true),
  },
});
export class CentroCostoErp extends CentroCostoErpSchema.class {}
CentroCostoErpSchema.setClass(CentroCostoErp);
