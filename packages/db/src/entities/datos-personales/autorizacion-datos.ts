import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Candidato } from '../hv/candidato';
import { AvisoPrivacidad } from './aviso-privacidad';

/**
 * A candidate's authorisation to process their personal data (Ley 1581 art. 9), kept as evidence: when, by which
 * channel (CANAL_AUTORIZACION), the notice version accepted, and the signed form or the address and user agent of
 * the web acceptance. Revoking keeps the row and stamps it; at most one row of a candidate is unrevoked (a partial
 * unique index), so the history is the rows in order.
 */
export const AutorizacionDatosSchema = defineEntity({
  name: 'AutorizacionDatos',
  tableName: 'autorizacion_datos',
  properties: {
    id: p.integer().primary(),
    candidato: () => p.manyToOne(Candidato).index().deleteRule('cascade'),
    aviso: () => p.manyToOne(AvisoPrivacidad),
    canal: p.string().length(20),
    otorgadaEn: p.datetime(),
    direccionIp: p.string().length(64).nullable(),
    agenteUsuario: p.string().length(500).nullable(),
    archivo: p.blob().nullable().lazy(),
    archivoNombre: p.string().length(255).nullable(),
    archivoTipoMime: p.string().length(120).nullable(),
    registradaPor: () => p.manyToOne(Usuario).nullable(),
    revocadaEn: p.datetime().nullable(),
    revocadaIp: p.string().length(64).nullable(),
    revocadaAgente: p.string().length(500).nullable(),
  },
});
export class AutorizacionDatos extends AutorizacionDatosSchema.class {}
AutorizacionDatosSchema.setClass(AutorizacionDatos);
