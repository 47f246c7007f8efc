import type { Portal } from '@talento/rules';
import type { ProcedureMeta } from '../nucleo/meta';

/** Who calls: the portal of the session, whether the user is a client's staff, and their flags. */
export interface PerfilLlamada {
  portal: Portal;
  esStaffCliente: boolean;
  permisos: readonly string[];
}

/**
 * What a procedure's declared access (meta, built by nucleo/procedures.ts) says about a caller; null is anonymous.
 * The authorization matrix proves the middleware does exactly this for every demo user; the screen sweeps of both
 * screen sweeps (e2e/acceso/pantallas-*.test.ts) use it to know what the server will answer without calling it.
 */
export function permitidoPorPolitica(
  meta: Partial<ProcedureMeta> | undefined,
  perfil: PerfilLlamada | null,
): boolean {
  const permiso = (meta as { permiso?: string } | undefined)?.permiso;
  switch (meta?.acceso) {
    case 'publico':
      return true;
    case 'autenticado':
      return perfil !== null;
    case 'staff': {
      const adicionales = (meta as { permisosAdicionales?: readonly string[] }).permisosAdicionales ?? [];
      const alternativos = (meta as { permisosAlternativos?: readonly string[] }).permisosAlternativos ?? [];
      return (
        perfil !== null &&
        perfil.portal === 'staff' &&
        !perfil.esStaffCliente &&
        !!permiso &&
        [permiso, ...alternativos].some((p) => perfil.permisos.includes(p)) &&
        adicionales.every((p) => perfil.permisos.includes(p))
      );
    }
    case 'cliente':
      return (
        perfil !== null &&
        perfil.portal === 'cliente' &&
        perfil.esStaffCliente &&
        (!permiso || perfil.permisos.includes(permiso))
      );
    default:
      return false;
  }
}
