import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A personal reference on a CV (spec 03 "personal references" accordion). */
export const ReferenciaPersonalSchema = defineEntity({
  name: 'ReferenciaPersonal',
  tableName: 'referencia_personal',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    /** RELACION_REFERENCIA (0 Amigo/a, 1 Colega, 2 Compañero/a de trabajo, 3 Vecino/a, 4 Otro). */
    relacion: p.smallint(),
    nombre: p.string().length(200),
    telefono: p.string().length(70),
    ocupacion: p.string().length(200).nullable(),
  },
});
export class ReferenciaPersonal extends ReferenciaPersonalSchema.class {}
ReferenciaPersonalSchema.setClass(ReferenciaPersonal);
