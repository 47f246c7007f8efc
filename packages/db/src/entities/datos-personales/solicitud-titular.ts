import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Candidato } from '../hv/candidato';

/**
 * A consulta or reclamo of a data subject (Ley 1581 art. 14–15): who asked, how, what; its legal due date in
 * business days (rules `vencimientoSolicitud`, stored so lists filter on it), state, owner and answer.
 */
export const SolicitudTitularSchema = defineEntity({
  name: 'SolicitudTitular',
  tableName: 'solicitud_titular',
  properties: {
    id: p.integer().primary(),
    /** TIPO_SOLICITUD. */
    tipo: p.string().length(20),
    /** MOTIVO_SOLICITUD. */
    motivo: p.string().length(20),
    candidato: () => p.manyToOne(Candidato).nullable().index().deleteRule('set null'),
    titularNombre: p.string().length(200),
    titularDocumento: p.string().length(20).index(),
    solicitanteNombre: p.string().length(200),
    /** CALIDAD_SOLICITANTE. */
    calidad: p.string().length(20),
    /** MEDIO_RECEPCION. */
    medio: p.string().length(20),
    contacto: p.string().length(254),
    recibidaEn: p.date(),
    detalle: p.text(),
    venceEn: p.date().index(),
    prorrogada: p.boolean().default(false),
    motivoProrroga: p.text().nullable(),
    /** ESTADO_SOLICITUD. */
    estado: p.string().length(20).index(),
    responsable: () => p.manyToOne(Usuario).nullable().index(),
    respuesta: p.text().nullable(),
    respondidaEn: p.datetime().nullable(),
    respondidaPor: () => p.manyToOne(Usuario).nullable(),
    registradaPor: () => p.manyToOne(Usuario),
    createdAt: p.datetime().onCreate(() => new Date()),
    version: p.integer().version(),
  },
});
export class SolicitudTitular extends SolicitudTitularSchema.class {}
SolicitudTitularSchema.setClass(SolicitudTitular);
