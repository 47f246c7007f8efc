import { defineEntity, p } from '@mikro-orm/core';
import { CalificacionPruebaDigital } from './calificacion-prueba-digital';

/**
 * One recorded video-interview answer of a digital-test rating (spec 03 §3 "entrevistas"). `video` is
 * null once the platform deleted it ("El video fue borrado por antiguedad."); staff edit `comentario`
 * with the version they read (optimistic lock, like every other write).
 */
export const EntrevistaVideoSchema = defineEntity({
  name: 'EntrevistaVideo',
  tableName: 'entrevista_video',
  indexes: [{ properties: ['calificacion', 'orden'] }],
  properties: {
    id: p.integer().primary(),
    calificacion: () => p.manyToOne(CalificacionPruebaDigital).deleteRule('cascade'),
    orden: p.smallint(),
    pregunta: p.text().nullable(),
    comentario: p.text().nullable(),
    video: p.string().length(1000).nullable(),
    /** When the answer was recorded, as the platform reports it (null when it does not say). */
    fecha: p.datetime().nullable(),
    version: p.integer().version(),
  },
});
export class EntrevistaVideo extends EntrevistaVideoSchema.class {}
EntrevistaVideoSchema.setClass(EntrevistaVideo);
