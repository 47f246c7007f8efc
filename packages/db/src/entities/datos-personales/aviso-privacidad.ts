import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';

/**
 * One published version of the privacy notice (aviso de privacidad, Decreto 1377 art. 14). Versions are never
 * edited: an administrator publishes a new one, and each authorisation names the version the person accepted. The
 * installation's initial notice (seedReferencia) has no publisher.
 */
export const AvisoPrivacidadSchema = defineEntity({
  name: 'AvisoPrivacidad',
  tableName: 'aviso_privacidad',
  properties: {
    id: p.integer().primary(),
    version: p.smallint().unique(),
    texto: p.text(),
    publicadoPor: () => p.manyToOne(Usuario).nullable(),
    publicadoEn: p.datetime(),
  },
});
export class AvisoPrivacidad extends AvisoPrivacidadSchema.class {}
AvisoPrivacidadSchema.setClass(AvisoPrivacidad);
