import { defineEntity, p } from '@mikro-orm/core';

/**
 * A row of the job-board (elempleo multiposting) catalogues: professions, sectors, positions, work areas
 * and sub-levels (spec 02 §7). Profiles keep the picked codes as string arrays.
 */
export const ElEmpleoItemSchema = defineEntity({
  name: 'ElEmpleoItem',
  tableName: 'el_empleo_item',
  uniques: [{ properties: ['lista', 'codigo'] }],
  properties: {
    id: p.integer().primary(),
    /** profesiones, sectores, posiciones, areas_trabajo or subniveles (LISTA_EL_EMPLEO). */
    /** Indexed by the unique (lista, codigo). */
    lista: p.string().length(20),
    codigo: p.string().length(40),
    nombre: p.string().length(200),
    activo: p.boolean().default(true),
  },
});
export class ElEmpleoItem extends ElEmpleoItemSchema.class {}
ElEmpleoItemSchema.setClass(ElEmpleoItem);
