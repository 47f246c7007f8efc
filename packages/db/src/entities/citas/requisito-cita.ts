import { defineEntity, p } from '@mikro-orm/core';
import { Requisito } from '../hv/requisito';
import { Cita } from './cita';

/**
 * A requirement to check at an appointment (spec 03 §3 "Appointment requirement"). The 'Vencida' label
 * comes from the candidate's requisito_persona valido_fecha, computed for display.
 */
export const RequisitoCitaSchema = defineEntity({
  name: 'RequisitoCita',
  tableName: 'requisito_cita',
  uniques: [{ properties: ['cita', 'requisito'] }],
  properties: {
    id: p.integer().primary(),
    cita: () => p.manyToOne(Cita).deleteRule('cascade'),
    requisito: () => p.manyToOne(Requisito).index(),
    revisado: p.boolean().default(false),
  },
});
export class RequisitoCita extends RequisitoCitaSchema.class {}
RequisitoCitaSchema.setClass(RequisitoCita);
