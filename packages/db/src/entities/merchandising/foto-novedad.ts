import { defineEntity, p } from '@mikro-orm/core';
import { Novedad } from './novedad';

/**
 * A photo of an incident or of its solution (spec 03 "fotos with image"): either stored in PostgreSQL
 * (nombre, tipoMime, tamano, contenido) or an external `url` sent by the field app.
 */
export const FotoNovedadSchema = defineEntity({
  name: 'FotoNovedad',
  tableName: 'foto_novedad',
  properties: {
    id: p.integer().primary(),
    novedad: () => p.manyToOne(Novedad).index().deleteRule('cascade'),
    nombre: p.string().length(255).nullable(),
    tipoMime: p.string().length(120).nullable(),
    tamano: p.integer().nullable(),
    contenido: p.blob().nullable().lazy(),
    url: p.string().length(1000).nullable(),
    creadoEn: p.datetime().onCreate(() => new Date()),
  },
});
export class FotoNovedad extends FotoNovedadSchema.class {}
FotoNovedadSchema.setClass(FotoNovedad);
