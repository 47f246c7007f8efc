import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { ArchivoEvidenciaRequisito } from './archivo-evidencia-requisito';
import { HojaDeVida } from './hoja-de-vida';
import { Requisito } from './requisito';

/**
 * A requirement result of a person (spec 03 §3 "Person requirement", requisito_persona).
 * valido_fecha is computed for display (fechaRealizacion + requisito.validezDias still in the future)
 * and not stored.
 */
export const RequisitoPersonaSchema = defineEntity({
  name: 'RequisitoPersona',
  tableName: 'requisito_persona',
  indexes: [{ properties: ['hojaDeVida', 'requisito', 'fechaRealizacion'] }, { properties: ['requisito'] }],
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).deleteRule('cascade'),
    requisito: () => p.manyToOne(Requisito),
    fechaRealizacion: p.date(),
    /** RESULTADO_REQUISITO (0 No cumple, 1 Cumple); default 1. */
    resultado: p.smallint().default(1),
    calificacion: p.smallint().nullable(),
    /** 0–100; required when the requirement is a test. */
    puntaje: p.decimal('number').precision(5).scale(2).nullable(),
    comentario: p.text().nullable(),
    conceptoFinal: p.text().nullable(),
    esVisibleCliente: p.boolean().default(false),
    usuario: () => p.manyToOne(Usuario).nullable(),
    archivos: () => p.oneToMany(ArchivoEvidenciaRequisito).mappedBy('requisitoPersona'),
    createdAt: p.datetime().onCreate(() => new Date()),
    version: p.integer().version(),
  },
});
export class RequisitoPersona extends RequisitoPersonaSchema.class {}
RequisitoPersonaSchema.setClass(RequisitoPersona);
