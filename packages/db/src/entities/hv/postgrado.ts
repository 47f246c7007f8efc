import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A postgraduate degree on a CV (spec 03 §3). */
export const PostgradoSchema = defineEntity({
  name: 'Postgrado',
  tableName: 'postgrado',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    /** TIPO_POSTGRADO (1 Especialización, 2 Maestria, 3 PhD). */
    tipo: p.smallint(),
    institucion: p.string().length(200),
    titulo: p.string().length(200),
    fechaInicio: p.date().nullable(),
    fechaFin: p.date().nullable(),
    graduado: p.boolean().default(false),
  },
});
export class Postgrado extends PostgradoSchema.class {}
PostgradoSchema.setClass(Postgrado);
