import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A document uploaded to a CV (spec 03 "documents" accordion), stored in PostgreSQL. */
export const ArchivoHojaDeVidaSchema = defineEntity({
  name: 'ArchivoHojaDeVida',
  tableName: 'archivo_hoja_de_vida',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    /** Kind of document as labelled on upload (cédula, certificado laboral, diploma...); free catalogue. */
    tipoDocumento: p.string().length(80),
    nombre: p.string().length(255),
    tipoMime: p.string().length(120),
    tamano: p.integer(),
    contenido: p.blob().lazy(),
    creadoEn: p.datetime().onCreate(() => new Date()),
  },
});
export class ArchivoHojaDeVida extends ArchivoHojaDeVidaSchema.class {}
ArchivoHojaDeVidaSchema.setClass(ArchivoHojaDeVida);
