import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Dispositivo } from './dispositivo';

/**
 * A one-time code a staff user generates for a merchandiser; the phone exchanges it (once, before `expiraAt`)
 * for its API token. Only the SHA-256 of the code is kept.
 */
export const CodigoEnrolamientoSchema = defineEntity({
  name: 'CodigoEnrolamiento',
  tableName: 'codigo_enrolamiento',
  properties: {
    id: p.integer().primary(),
    usuario: () => p.manyToOne(Usuario).index(),
    codigoHash: p.string().length(64).unique().hidden(),
    creadoPor: () => p.manyToOne(Usuario),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiraAt: p.datetime(),
    usadoAt: p.datetime().nullable(),
    dispositivo: () => p.manyToOne(Dispositivo).nullable().deleteRule('set null'),
  },
});
export class CodigoEnrolamiento extends CodigoEnrolamientoSchema.class {}
CodigoEnrolamientoSchema.setClass(CodigoEnrolamiento);
