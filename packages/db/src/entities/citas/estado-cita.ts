import { defineEntity, p } from '@mikro-orm/core';

/**
 * Appointment status catalogue (spec 03 §3 "Status type"). `flag` is ESTADO_CITA_LISTA (0 state-1 list,
 * 1 state-2 list). `codigo` names the special ones: 'reagendado', 'llego', 'no_trajo_documentos'.
 */
export const EstadoCitaSchema = defineEntity({
  name: 'EstadoCita',
  tableName: 'estado_cita',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(120),
    flag: p.smallint().default(0).index(),
    codigo: p.string().length(40).nullable().unique(),
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class EstadoCita extends EstadoCitaSchema.class {}
EstadoCitaSchema.setClass(EstadoCita);
