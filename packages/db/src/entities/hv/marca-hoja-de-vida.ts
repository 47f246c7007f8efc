import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { HojaDeVida } from './hoja-de-vida';
import { TipoMarca } from './tipo-marca';

/** A mark applied to a CV (spec 03 §3 "CV mark"); each mark type at most once per CV. */
export const MarcaHojaDeVidaSchema = defineEntity({
  name: 'MarcaHojaDeVida',
  tableName: 'marca_hoja_de_vida',
  uniques: [{ properties: ['hojaDeVida', 'tipoMarca'] }],
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).deleteRule('cascade'),
    tipoMarca: () => p.manyToOne(TipoMarca).index(),
    usuario: () => p.manyToOne(Usuario),
    fecha: p.datetime().onCreate(() => new Date()),
  },
});
export class MarcaHojaDeVida extends MarcaHojaDeVidaSchema.class {}
MarcaHojaDeVidaSchema.setClass(MarcaHojaDeVida);
