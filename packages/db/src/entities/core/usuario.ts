import { defineEntity, p } from '@mikro-orm/core';
import { Cliente } from './cliente';
import { Grupo } from './grupo';
import { Sucursal } from './sucursal';

/**
 * A person who logs in: agency staff (portal staff) or client staff (portal cliente, es_staff_cliente).
 * Allowed clients scope what they see; staff with add_todos_los_clientes see every client.
 */
export const UsuarioSchema = defineEntity({
  name: 'Usuario',
  tableName: 'usuario',
  properties: {
    id: p.integer().primary(),
    username: p.string().length(150).unique(),
    passwordHash: p.string().length(255).hidden().lazy(),
    firstName: p.string().length(150).default(''),
    lastName: p.string().length(150).default(''),
    email: p.string().length(254).default(''),
    activo: p.boolean().default(true),
    esStaffCliente: p.boolean().default(false),
    sucursal: () => p.manyToOne(Sucursal).nullable(),
    grupos: () => p.manyToMany(Grupo).pivotTable('usuario_grupo'),
    clientes: () => p.manyToMany(Cliente).pivotTable('usuario_cliente'),
    ultimoIngreso: p.datetime().nullable(),
    /**
     * Bumped by every change made in Administración (its groups and clients too, which an ORM version would miss): a
     * form holding an older one gets CONFLICT.
     */
    version: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class Usuario extends UsuarioSchema.class {}
UsuarioSchema.setClass(Usuario);
