import type { EntityManager } from '@mikro-orm/postgresql';
import { Cliente, Grupo, Sucursal, Usuario } from '../entities';

export interface DatosUsuario {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  grupos: string[];
  /** NIT/CC of the allowed clients. */
  documentosClientes: string[];
  esStaffCliente: boolean;
  sucursal?: string;
  activo?: boolean;
}

/** Creates or updates a user by user name with its groups and allowed clients (CLI, seeder, tests). */
export async function crearOActualizarUsuario(em: EntityManager, datos: DatosUsuario): Promise<number> {
  return em.transactional(async (tx) => {
    const grupos = await tx.find(Grupo, { nombre: { $in: datos.grupos } });
    const faltan = datos.grupos.filter((g) => !grupos.some((x) => x.nombre === g));
    if (faltan.length) throw new Error(`Grupos inexistentes: ${faltan.join(', ')}`);
    const clientes = await tx.find(Cliente, { numeroDocumento: { $in: datos.documentosClientes } });
    const faltanC = datos.documentosClientes.filter((d) => !clientes.some((c) => c.numeroDocumento === d));
    if (faltanC.length) throw new Error(`Clientes inexistentes: ${faltanC.join(', ')}`);
    const sucursal = datos.sucursal ? await tx.findOneOrFail(Sucursal, { nombre: datos.sucursal }) : null;
    const usuario: Usuario =
      (await tx.findOne(Usuario, { username: datos.username }, { populate: ['grupos', 'clientes'] })) ??
      tx.create(Usuario, { username: datos.username, passwordHash: datos.passwordHash });
    usuario.passwordHash = datos.passwordHash;
    usuario.firstName = datos.firstName;
    usuario.lastName = datos.lastName;
    usuario.email = datos.email;
    usuario.esStaffCliente = datos.esStaffCliente;
    usuario.activo = datos.activo ?? true;
    usuario.sucursal = sucursal;
    usuario.grupos.set(grupos);
    usuario.clientes.set(clientes);
    await tx.flush();
    return usuario.id;
  });
}

export async function tieneUsuarios(em: EntityManager): Promise<boolean> {
  return (await em.count(Usuario, {})) > 0;
}
