import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A dependant of the candidate other than children (spec 03 §3). */
export const PersonaACargoSchema = defineEntity({
  name: 'PersonaACargo',
  tableName: 'persona_a_cargo',
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).index().deleteRule('cascade'),
    /** PARENTESCO (0–5 Tío/a, Primo/a, Abuelo/a, Hermano/a, Nieto/a, Otro). */
    parentesco: p.smallint(),
    nombre: p.string().length(200),
    fechaNacimiento: p.date().nullable(),
    ocupacion: p.string().length(200).nullable(),
  },
});
export class PersonaACargo extends PersonaACargoSchema.class {}
PersonaACargoSchema.setClass(PersonaACargo);
