import { defineEntity, p } from '@mikro-orm/core';
import { Cliente } from '../core/cliente';
import { Usuario } from '../core/usuario';
import { EntregaNotificacion } from './entrega-notificacion';
import { Region } from './region';

/** A push notification sent to merchandisers' devices (spec 03 "Notifications" screen). */
export const NotificacionSchema = defineEntity({
  name: 'Notificacion',
  tableName: 'notificacion',
  properties: {
    id: p.integer().primary(),
    cliente: () => p.manyToOne(Cliente).index(),
    titulo: p.string().length(200),
    texto: p.text(),
    region: () => p.manyToOne(Region).nullable(),
    /** One row per device it was addressed to, with its delivery state. */
    entregas: () => p.oneToMany(EntregaNotificacion).mappedBy('notificacion'),
    enviadaPor: () => p.manyToOne(Usuario),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export class Notificacion extends NotificacionSchema.class {}
NotificacionSchema.setClass(Notificacion);
