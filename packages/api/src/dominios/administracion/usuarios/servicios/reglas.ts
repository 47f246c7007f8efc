import type { EntityManager } from '@mikro-orm/postgresql';
import { Cliente, Grupo, Sucursal } from '@talento/db';
import {
  GRUPO_STAFF,
  MENSAJES_ADMIN_USUARIOS as M,
  PERMISOS_DE_ADMINISTRADOR,
  type TipoUsuario,
} from '@talento/rules';
import { AppError, errorDeCampos } from '../../../../nucleo/errors';

/**
 * The groups of a user of the given portal: each must exist and belong to that portal (a client-portal user never
 * gets a staff group, nor the reverse); staff users always keep atrabajarstaff, the group that lets them into the staff
 * portal (spec 03 §1). At least one group besides it.
 */
export async function gruposParaUsuario(
  tx: EntityManager,
  tipo: TipoUsuario,
  ids: readonly number[],
): Promise<Grupo[]> {
  const grupos = await tx.find(Grupo, { id: { $in: [...new Set(ids)] } });
  if (grupos.length !== new Set(ids).size) throw errorDeCampos({ grupos: M.grupoInexistente });
  const ajeno = grupos.find((g) => g.portal !== tipo);
  if (ajeno) throw errorDeCampos({ grupos: M.grupoDeOtroPortal(ajeno.nombre, tipo) });
  if (tipo === 'staff' && !grupos.some((g) => g.nombre === GRUPO_STAFF)) {
    const base = await tx.findOne(Grupo, { nombre: GRUPO_STAFF });
    if (!base) throw new AppError('PRECONDITION_FAILED', M.grupoInexistente);
    grupos.push(base);
  }
  if (!grupos.some((g) => g.nombre !== GRUPO_STAFF)) throw errorDeCampos({ grupos: M.gruposRequeridos });
  return grupos;
}

/** Clients of the form: each must exist; one newly given must be active. A client-portal user acts for at least one. */
export async function clientesParaUsuario(
  tx: EntityManager,
  tipo: TipoUsuario,
  ids: readonly number[],
  actuales: readonly number[],
): Promise<Cliente[]> {
  const unicos = [...new Set(ids)];
  if (tipo === 'cliente' && unicos.length === 0) throw errorDeCampos({ clientes: M.clientesRequeridos });
  const clientes = await tx.find(Cliente, { id: { $in: unicos } });
  const validos = clientes.filter((c) => c.activo || actuales.includes(c.id));
  if (validos.length !== unicos.length) throw errorDeCampos({ clientes: M.clienteInexistente });
  return validos;
}

/** The branch of the form: an active one (or the user's current one, even if since deactivated). */
export async function sucursalParaUsuario(
  tx: EntityManager,
  id: number | null,
  actual: number | null,
): Promise<Sucursal | null> {
  if (id === null) return null;
  const s = await tx.findOne(Sucursal, { id });
  if (!s || (!s.activa && s.id !== actual)) throw errorDeCampos({ sucursalId: M.sucursalInexistente });
  return s;
}

/** The flags the given groups grant (from the database: what a session would get). */
export async function permisosDeGrupos(tx: EntityManager, grupoIds: readonly number[]): Promise<string[]> {
  if (!grupoIds.length) return [];
  const filas = await tx.execute<{ codigo: string }[]>(
    `select distinct p.codigo from grupo_permiso gp join permiso p on p.id = gp.permiso_id where gp.grupo_id = any(?::int[])`,
    [`{${grupoIds.join(',')}}`],
  );
  return filas.map((f) => f.codigo);
}

/** An administrator editing themself keeps the flags that let them manage users and groups. */
export async function exigirConservaAdministracion(tx: EntityManager, grupoIds: readonly number[]) {
  const permisos = await permisosDeGrupos(tx, grupoIds);
  if (!PERMISOS_DE_ADMINISTRADOR.every((p) => permisos.includes(p)))
    throw errorDeCampos({ grupos: M.propioAdministrador });
}
