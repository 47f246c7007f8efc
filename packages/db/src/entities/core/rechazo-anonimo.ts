import { defineEntity, p } from '@mikro-orm/core';

/**
 * Calls without a session refused, counted per address and minute (issue 12 §4): a flood of anonymous calls adds to
 * one row per address and minute instead of writing a row each. Refusals of signed-in users stay one row each in
 * `auditoria`.
 */
export const RechazoAnonimoSchema = defineEntity({
  name: 'RechazoAnonimo',
  tableName: 'rechazo_anonimo',
  properties: {
    ip: p.string().length(64).primary(),
    minuto: p.datetime().primary(),
    /** Calls to a procedure that needs a session. */
    sinSesion: p.integer().default(0),
    /** Calls refused by the per-address limit before reaching any procedure. */
    porLimite: p.integer().default(0),
  },
});
export class RechazoAnonimo extends RechazoAnonimoSchema.class {}
RechazoAnonimoSchema.setClass(RechazoAnonimo);
