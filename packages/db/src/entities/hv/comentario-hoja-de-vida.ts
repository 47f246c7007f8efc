import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { HojaDeVida } from './hoja-de-vida';

/** A staff comment on a CV (spec 03 §3 "CV comment"), listed newest first. */
export const ComentarioHojaDeVidaSchema = defineEntity({
  name: 'ComentarioHojaDeVida',
  tableName: 'comentario_hoja_de_vida',
  indexes: [{ properties: ['hojaDeVida', 'fechaCreacion'] }],
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).deleteRule('cascade'),
    usuario: () => p.manyToOne(Usuario),
    comentario: p.text(),
    /** The optional "Visible por el cliente" checkbox where the screen offers it. */
    visibleCliente: p.boolean().default(false),
    fechaCreacion: p.datetime().onCreate(() => new Date()),
  },
});
export class ComentarioHojaDeVida extends ComentarioHojaDeVidaSchema.class {}
ComentarioHojaDeVidaSchema.setClass(ComentarioHojaDeVida);
