import type { Usuario } from '@talento/db';

/** A staff user's name as lists show it. */
export function nombreUsuario(u: Pick<Usuario, 'firstName' | 'lastName' | 'username'>): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}
