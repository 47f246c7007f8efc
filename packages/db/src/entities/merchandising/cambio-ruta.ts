import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Almacen } from './almacen';

/**
 * A one-off change of a merchandiser's route on one date (Administración › Merchandising): a store added to that day
 * (`agregar`, visited after the pattern's stores) or one of the pattern's stores removed from it.
 */
export const CambioRutaSchema = defineEntity({
  name: 'CambioRuta',
  tableName: 'cambio_ruta',
  uniques: [{ properties: ['usuario', 'fecha', 'almacen'] }],
  properties: {
    id: p.integer().primary(),
    usuario: () => p.manyToOne(Usuario).deleteRule('cascade'),
    fecha: p.date(),
    almacen: () => p.manyToOne(Almacen).index(),
    agregar: p.boolean(),
    creadoPor: () => p.manyToOne(Usuario).nullable().deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
export class CambioRuta extends CambioRutaSchema.class {}
CambioRutaSchema.setClass(CambioRuta);
