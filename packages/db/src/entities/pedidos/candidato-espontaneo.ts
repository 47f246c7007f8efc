import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core';
import { Candidato } from '../hv/candidato';
import { ArchivoCandidatoEspontaneo } from './archivo-candidato-espontaneo';
import { Pedido } from './pedido';

/**
 * An unregistered (spontaneous) candidate added to an order (spec 01 §3 "Spontaneous candidate").
 * An e-mail invites the person to enter their CV; once they join the talent platform `candidato` is set
 * (order event type 2). `medio` is how the person was found.
 */
export const CandidatoEspontaneoSchema = defineEntity({
  name: 'CandidatoEspontaneo',
  tableName: 'candidato_espontaneo',
  indexes: [{ properties: ['pedido', 'activo'] }],
  properties: {
    id: p.integer().primary(),
    pedido: () => p.manyToOne(Pedido).nullable().deleteRule('cascade'),
    activo: p.boolean().default(true),
    nombres: p.string().length(150),
    apellidos: p.string().length(150),
    cedula: p.string().length(20).index(),
    email: p.string().length(254).index(),
    telefono: p.string().length(30),
    medio: p.string().length(200).nullable(),
    candidato: () => p.manyToOne(Candidato).nullable().index(),
    archivosEspontaneo: () => p.oneToMany(ArchivoCandidatoEspontaneo).mappedBy('candidatoEspontaneo'),
    creadoPor: () => p.manyToOne(Usuario).nullable(),
    fechaCreacion: p.datetime().onCreate(() => new Date()),
  },
});
export class CandidatoEspontaneo extends CandidatoEspontaneoSchema.class {}
CandidatoEspontaneoSchema.setClass(CandidatoEspontaneo);
