import { defineEntity, p } from '@mikro-orm/core';
import { CandidatoEspontaneo } from './candidato-espontaneo';

/** A file attached to a spontaneous candidate (spec 01 §3 archivos_espontaneo; multipart field `archivo`). */
export const ArchivoCandidatoEspontaneoSchema = defineEntity({
  name: 'ArchivoCandidatoEspontaneo',
  tableName: 'archivo_candidato_espontaneo',
  properties: {
    id: p.integer().primary(),
    candidatoEspontaneo: () => p.manyToOne(CandidatoEspontaneo).index().deleteRule('cascade'),
    nombre: p.string().length(255),
    tipoMime: p.string().length(120),
    tamano: p.integer(),
    contenido: p.blob().lazy(),
    creadoEn: p.datetime().onCreate(() => new Date()),
  },
});
export class ArchivoCandidatoEspontaneo extends ArchivoCandidatoEspontaneoSchema.class {}
ArchivoCandidatoEspontaneoSchema.setClass(ArchivoCandidatoEspontaneo);
