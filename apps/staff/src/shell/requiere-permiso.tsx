import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { MENSAJES } from '@talento/rules';
import { useUsuario } from '../auth/use-sesion';
import { tienePermiso, type EntradaMenu } from './menu';

/** Screens check their flag on entry; without it the user goes to the dashboard with the spec's message. */
export function RequierePermiso({ permiso, children }: { permiso: EntradaMenu['permiso']; children: ReactNode }) {
  const usuario = useUsuario();
  if (!tienePermiso(usuario.permisos, permiso)) {
    return <Navigate to="/dashboard" replace state={{ aviso: MENSAJES.shell.sinPermisos }} />;
  }
  return <>{children}</>;
}
