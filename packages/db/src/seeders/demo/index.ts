import type { EntityManager } from '@mikro-orm/postgresql';
import { crearOActualizarUsuario } from '../usuarios';
import { seedEmpresa, seedReferencia } from './base';
import { seedOperacion } from './operacion';
import { DEMO_PASSWORD, DEMO_USUARIOS } from './usuarios';

export interface SeedDemoOptions {
  hashPassword: (password: string) => Promise<string>;
}

/** The demo company: reference data, branches, clients, one user per role, then the operational data. */
export async function seedDemo(em: EntityManager, { hashPassword }: SeedDemoOptions): Promise<void> {
  await seedReferencia(em);
  await seedEmpresa(em);
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USUARIOS) {
    await crearOActualizarUsuario(em, {
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      email: `${u.username}@talento.demo`,
      passwordHash: hash,
      grupos: u.grupos,
      documentosClientes: u.clientes,
      esStaffCliente: u.esStaffCliente,
      sucursal: u.sucursal,
    });
  }
  await seedOperacion(em);
}

export { DEMO_PASSWORD, DEMO_USUARIOS, type UsuarioDemo } from './usuarios';
export { CIUDADES, CLIENTES, SUCURSALES } from './datos-ciudades';
