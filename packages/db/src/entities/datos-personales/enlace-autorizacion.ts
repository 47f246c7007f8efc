import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Candidato } from '../hv/candidato';

/**
 * A personal link e-mailed to a candidate to read the privacy notice and accept it (until `expiraEn`, once:
 * `usadoEn`), or revoke the authorisation at any time. Only the SHA-256 of the 128-bit token is kept.
 */
export const EnlaceAutorizacionSchema = defineEntity({
  name: 'EnlaceAutorizacion',
  tableName: 'enlace_autorizacion',
  properties: {
    id: p.integer().primary(),
    candidato: () => p.manyToOne(Candidato).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    expiraEn: p.datetime(),
    usadoEn: p.datetime().nullable(),
    createdBy: () => p.manyToOne(Usuario).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class EnlaceAutorizacion extends EnlaceAutorizacionSchema.class {}
EnlaceAutorizacionSchema.setClass(EnlaceAutorizacion);
