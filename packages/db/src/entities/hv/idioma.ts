import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A language the candidate speaks (spec 03 §3). */
export const IdiomaSchema = defineEntity({
  name: 'Idioma',
  tableName: 'idioma',
  uniques: [{ properties: ['hojaDeVida', 'idioma'] }],
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).deleteRule('cascade'),
    /** IDIOMA (0–6 Inglés, Alemán, Francés, Italiano, Portugués, Mandarín, Japonés). */
    idioma: p.smallint(),
    /** NIVEL_IDIOMA (0 Básico, 1 Intermedio, 2 Avanzado, 3 Nativo); the spec gives no scale. */
    nivel: p.smallint().default(0),
  },
});
export class Idioma extends IdiomaSchema.class {}
IdiomaSchema.setClass(Idioma);
