import { defineEntity, p } from '@mikro-orm/core';
import { RequisitoPersona } from './requisito-persona';

/** An evidence file of a person requirement (spec 03 §3 "Evidence file"), stored in PostgreSQL. */
export const ArchivoEvidenciaRequisitoSchema = defineEntity({
  name: 'ArchivoEvidenciaRequisito',
  tableName: 'archivo_evidencia_requisito',
  properties: {
    id: p.integer().primary(),
    requisitoPersona: () => p.manyToOne(RequisitoPersona).index().deleteRule('cascade'),
    nombre: p.string().length(255),
    tipoMime: p.string().length(120),
    tamano: p.integer(),
    contenido: p.blob().lazy(),
    creadoEn: p.datetime().onCreate(() => new Date()),
  },
});
export class ArchivoEvidenciaRequisito extends ArchivoEvidenciaRequisitoSchema.class {}
ArchivoEvidenciaRequisitoSchema.setClass(ArchivoEvidenciaRequisito);
