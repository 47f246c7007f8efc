import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';

/** A merchandiser's mobile device, with its push-notification token (spec 03 notifications and GPS). */
export const DispositivoSchema = defineEntity({
  name: 'Dispositivo',
  tableName: 'dispositivo',
  properties: {
    id: p.integer().primary(),
    usuario: () => p.manyToOne(Usuario).index(),
    deviceId: p.string().length(200).unique(),
    token: p.string().length(500).nullable(),
    activo: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class Dispositivo extends DispositivoSchema.class {}
DispositivoSchema.setClass(Dispositivo);
