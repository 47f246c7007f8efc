import type { MikroORM } from '@mikro-orm/postgresql';
import { crearOActualizarUsuario, DEMO_PASSWORD } from '@talento/db';
import { hashDePrueba } from '@talento/db/testing';
import {
  GRUPO_ADMINISTRADORES,
  GRUPO_EJECUTIVOS_LIDER,
  GRUPO_GERENTE_SUCURSAL,
  GRUPO_JEFES_OPERACIONES,
  GRUPO_PSICOLOGOS,
  GRUPO_RECLUTADORES,
  GRUPO_STAFF,
  GRUPO_STAFF_CLIENTE,
} from '@talento/rules';
import { unico } from './unico';

/** The groups (roles) a test user can get, as the seeder gives them. */
export const ROLES = {
  jefe: GRUPO_JEFES_OPERACIONES,
  psicologo: GRUPO_PSICOLOGOS,
  ejecutivo: GRUPO_EJECUTIVOS_LIDER,
  reclutador: GRUPO_RECLUTADORES,
  gerente: GRUPO_GERENTE_SUCURSAL,
  administrador: GRUPO_ADMINISTRADORES,
  cliente: GRUPO_STAFF_CLIENTE,
  /** An agency user with no role: only the base staff group, none of the roles' flags (e.g. without read_cita). */
  staff: GRUPO_STAFF,
} as const;
export type Rol = keyof typeof ROLES;

export interface OpcionesUsuario {
  rol: Rol;
  /** NIT/CC of the clients the user may see (none: every client, for the roles that allow it). */
  clientes?: string[];
  /** Name of the user's branch (none by default). */
  sucursal?: string;
}

export interface UsuarioCreado {
  id: number;
  /** Log in with `callerFor(orm, { usuario: username, portal })` (password DEMO_PASSWORD). */
  username: string;
}

let hash: Promise<string> | null = null;

/** A new active user of a role and clients, created as the CLI and the seeder create users. */
export async function crearUsuario(
  orm: MikroORM,
  { rol, clientes = [], sucursal }: OpcionesUsuario,
): Promise<UsuarioCreado> {
  hash ??= hashDePrueba(DEMO_PASSWORD);
  const username = `${rol}${unico()}`;
  const esCliente = rol === 'cliente';
  const id = await crearOActualizarUsuario(orm.em.fork(), {
    username,
    firstName: 'Usuario',
    lastName: `de prueba (${rol})`,
    email: `${username}@talento.test`,
    passwordHash: await hash,
    grupos: esCliente ? [ROLES.cliente] : [...new Set([GRUPO_STAFF, ROLES[rol]])],
    ...(sucursal ? { sucursal } : {}),
    documentosClientes: clientes,
    esStaffCliente: esCliente,
  });
  return { id, username };
}
