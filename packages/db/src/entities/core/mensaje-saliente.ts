import { defineEntity, p } from '@mikro-orm/core';

/**
 * Outbox row: a side effect (e-mail, payroll/ERP call, job board, test platform) written in the same
 * transaction as the change that causes it and delivered later by the job queue.
 * estado: 0 Pendiente, 1 Enviado, 2 Error (ESTADO_MENSAJE_SALIENTE).
 */
export const MensajeSalienteSchema = defineEntity({
  name: 'MensajeSaliente',
  tableName: 'mensaje_saliente',
  properties: {
    id: p.bigint('number').primary(),
    tipo: p.string().length(40).index(),
    destino: p.string().length(500).default(''),
    payload: p.json<Record<string, unknown>>(),
    estado: p.smallint().default(0).index(),
    intentos: p.integer().default(0),
    ultimoError: p.text().nullable(),
    referencia: p.string().length(100).nullable().index(),
    creadoEn: p.datetime().onCreate(() => new Date()),
    enviadoEn: p.datetime().nullable(),
    /** External systems' back-off: a failed call is not tried again before this instant (null: due now). */
    proximoIntento: p.datetime().nullable(),
  },
});
export class MensajeSaliente extends MensajeSalienteSchema.class {}
MensajeSalienteSchema.setClass(MensajeSaliente);
