import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';

/**
 * A merchandiser's mobile device (spec 03 notifications and GPS). It enrols once with a one-time code
 * (`CodigoEnrolamiento`) and then calls the device API with a bearer token of which only the SHA-256 is kept
 * (`tokenHash`); `token` is the push-provider registration token the phone reports. A revoked device
 * (`revocadoAt`, `activo` false) is refused at once.
 */
export const DispositivoSchema = defineEntity({
  name: 'Dispositivo',
  tableName: 'dispositivo',
  properties: {
    id: p.integer().primary(),
    usuario: () => p.manyToOne(Usuario).index(),
    deviceId: p.string().length(200).unique(),
    /** Push registration token (e.g. FCM) reported by the phone; null until it reports one. */
    token: p.string().length(500).nullable(),
    /** Model or label the phone gives at enrolment. */
    nombre: p.string().length(120).nullable(),
    /** SHA-256 (hex) of the API token; the token itself is shown to the phone once and never stored. */
    tokenHash: p.string().length(64).nullable().hidden(),
    activo: p.boolean().default(true),
    enroladoAt: p.datetime().nullable(),
    revocadoAt: p.datetime().nullable(),
    revocadoPor: () => p.manyToOne(Usuario).nullable(),
    ultimoContactoAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class Dispositivo extends DispositivoSchema.class {}
DispositivoSchema.setClass(Dispositivo);
