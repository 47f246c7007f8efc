import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { MENSAJES } from '@talento/rules';
import { useUsuario } from '../auth/use-sesion';
import { tienePermiso, type EntradaMenu } from './menu';
import { RUTA_INICIO } from './pantallas';

/**
 * Screens check their flag on entry; without it the user goes to the home with the screen's own wording (its record's
 * `aviso`) or the spec's message.
 */
export function RequierePermiso({
  permiso,
  aviso,
  children,
}: {
  permiso: EntradaMenu['permiso'];
  aviso?: string;
  children: ReactNode;
}) {
  const usuario = useUsuario();
  if (!tienePermiso(usuario.permisos, permiso)) {
    return <Navigate to={RUTA_INICIO} replace state={{ aviso: aviso ?? MENSAJES.shell.sinPermisos }} />;
  }
  return <>{children}</>;
}
