import { defineEntity, p } from '@mikro-orm/core';
import { Candidato } from '../hv/candidato';
import { OrdenContratacion } from '../pedidos/orden-contratacion';

/**
 * The ERP employee association of a person hired through a filed hiring order (issue 14 "Associations"):
 * employee code and contract returned by the ERP when the filing (create employee contract) succeeded,
 * and the induction status. estado_induccion: ESTADO_INDUCCION (0 sin iniciar, 1 iniciada, 2 error).
 */
export const AsociacionEmpleadoErpSchema = defineEntity({
  name: 'AsociacionEmpleadoErp',
  tableName: 'asociacion_empleado_erp',
  uniques: [{ properties: ['ordenContratacion', 'candidato'] }],
  properties: {
    id: p.integer().primary(),
    ordenContratacion: () => p.manyToOne(OrdenContratacion).deleteRule('cascade'),
    candidato: () => p.manyToOne(Candidato).index(),
    codigoEmpleado: p.string().length(60).nullable(),
    contrato: p.string().length(60).nullable(),
    estadoInduccion: p.smallint().default(0),
    fechaInduccion: p.datetime().nullable(),
    actualizadoEn: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class AsociacionEmpleadoErp extends AsociacionEmpleadoErpSchema.class {}
AsociacionEmpleadoErpSchema.setClass(AsociacionEmpleadoErp);
