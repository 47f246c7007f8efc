import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from './usuario';

/**
 * A single-use link to set a password: the invitation of a new user, a new link an administrator sent, or the first
 * run's link that creates the first administrator (no user yet). Only the SHA-256 of the token is kept.
 */
export const EnlaceContrasenaSchema = defineEntity({
  name: 'EnlaceContrasena',
  tableName: 'enlace_contrasena',
  properties: {
    id: p.integer().primary(),
    usuario: () => p.manyToOne(Usuario).nullable().index(),
    /** 'invitacion' | 'restablecer' | 'configuracion_inicial' (PROPOSITOS_ENLACE). */
    proposito: p.string().length(30),
    tokenHash: p.string().length(64).unique(),
    expiraEn: p.datetime(),
    usadoEn: p.datetime().nullable(),
    createdBy: () => p.manyToOne(Usuario).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class EnlaceContrasena extends EnlaceContrasenaSchema.class {}
EnlaceContrasenaSchema.setClass(EnlaceContrasena);
