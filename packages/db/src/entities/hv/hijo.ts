import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A child of the candidate (spec 03 §3 family "sons"). */
export const HijoSchema = defineEntity({
  name: 'Hijo',
  tableName: 'hijo',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    nombre: p.string().length(200),
    fechaNacimiento: p.date().nullable(),
    /** GENERO_CANDIDATO (1 Femenino, 2 Masculino). */
    genero: p.smallint().nullable(),
    ocupacion: p.string().length(200).nullable(),
    viveConCandidato: p.boolean().default(true),
  },
});
export class Hijo extends HijoSchema.class {}
HijoSchema.setClass(Hijo);
