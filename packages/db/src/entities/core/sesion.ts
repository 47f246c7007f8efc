import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from './usuario';

/**
 * A login session. `id` is the SHA-256 (hex) of the 128-bit random token kept in the cookie; the
 * token itself is never stored. A session belongs to one portal (staff or cliente).
 */
export const SesionSchema = defineEntity({
  name: 'Sesion',
  tableName: 'sesion',
  properties: {
    id: p.string().length(64).primary(),
    usuario: () => p.manyToOne(Usuario).index().deleteRule('cascade'),
    portal: p.string().length(10),
    creadaEn: p.datetime(),
    ultimoUso: p.datetime(),
    expiraEn: p.datetime().index(),
    ip: p.string().length(64).default(''),
    userAgent: p.string().length(300).default(''),
  },
});
export class Sesion extends SesionSchema.class {}
SesionSchema.setClass(Sesion);
