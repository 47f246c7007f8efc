import { GRUPO_STAFF } from '@talento/rules';
import type { UsuarioSesion } from '../context';

/**
 * Who may be in each portal: staff in group atrabajarstaff (spec 03 §1); client staff acting for at least one active
 * company. Checked at login and on every request, so a session ends as soon as its user stops being admitted (group
 * taken away, last company deactivated), not only when the user is deactivated.
 */
export function admitidoEnPortal(usuario: UsuarioSesion, portal: 'staff' | 'cliente'): boolean {
  if (portal === 'staff') return !usuario.esStaffCliente && usuario.grupos.includes(GRUPO_STAFF);
  return usuario.esStaffCliente && usuario.clientes.length > 0;
}
