import type { Usuario } from '@talento/db';

/** What the audit keeps of a user before and after a change (never the password or its hash). */
export function instantaneaUsuario(u: Usuario): Record<string, unknown> {
  return {
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    activo: u.activo,
    sucursalId: u.sucursal?.id ?? null,
    grupos: u.grupos
      .getItems()
      .map((g) => g.nombre)
      .sort(),
    clientes: u.clientes
      .getItems()
      .map((c) => c.id)
      .sort((a, b) => a - b),
  };
}
