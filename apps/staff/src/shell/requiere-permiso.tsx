import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MENSAJES } from '@talento/rules';
import { useUsuario } from '../auth/use-sesion';
import { tienePermiso, type EntradaMenu } from './menu';

/** Screens whose denial has its own wording in the spec (03 §6: keyword search). */
const AVISO_POR_RUTA: Record<string, string> = { '/busqueda-palabra': MENSAJES.shell.sinPermisosBusqueda };

/** Screens check their flag on entry; without it the user goes to the dashboard with the spec's message. */
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
  const { pathname } = useLocation();
  if (!tienePermiso(usuario.permisos, permiso)) {
    const texto = aviso ?? AVISO_POR_RUTA[pathname] ?? MENSAJES.shell.sinPermisos;
    return <Navigate to="/dashboard" replace state={{ aviso: texto }} />;
  }
  return <>{children}</>;
}
