import { defineEntity, p } from '@mikro-orm/core';
import { Dispositivo } from './dispositivo';
import { Notificacion } from './notificacion';

/**
 * A notification's delivery to one device (table `notificacion_dispositivo`). estado: 0 Pendiente, 1 Enviada
 * (the push provider accepted it), 2 Entregada (the phone fetched or acknowledged it), 3 Error (push failed
 * after the retries; the phone can still fetch it).
 */
export const EntregaNotificacionSchema = defineEntity({
  name: 'EntregaNotificacion',
  tableName: 'notificacion_dispositivo',
  properties: {
    notificacion: () => p.manyToOne(Notificacion).primary().deleteRule('cascade'),
    dispositivo: () => p.manyToOne(Dispositivo).primary().deleteRule('cascade'),
    estado: p.smallint().default(0),
    intentos: p.integer().default(0),
    enviadaAt: p.datetime().nullable(),
    entregadaAt: p.datetime().nullable(),
    ultimoError: p.text().nullable(),
  },
});
export class EntregaNotificacion extends EntregaNotificacionSchema.class {}
EntregaNotificacionSchema.setClass(EntregaNotificacion);
