import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad } from './ciudad';
import { Cliente } from './cliente';
import { Usuario } from './usuario';

/**
 * Issue 17, spec 01 §7 "Validate implementation": the digital tests rolled out to a client in one city, before
 * the whole client has `implementacion_pruebas`. With `usuario` null every client user sees the tests of that
 * client's orders in that city; with a user, only that user (a pilot). Maintained by the agency (seed/SQL today).
 */
export const ImplementacionPruebasSchema = defineEntity({
  name: 'ImplementacionPruebas',
  tableName: 'implementacion_pruebas',
  uniques: [{ properties: ['cliente', 'ciudad', 'usuario'] }],
  properties: {
    id: p.integer().primary(),
    cliente: () => p.manyToOne(Cliente).deleteRule('cascade'),
    ciudad: () => p.manyToOne(Ciudad).index(),
    usuario: () => p.manyToOne(Usuario).nullable().index().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class ImplementacionPruebas extends ImplementacionPruebasSchema.class {}
ImplementacionPruebasSchema.setClass(ImplementacionPruebas);
