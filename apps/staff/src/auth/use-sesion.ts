import { createContext, useContext } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type UsuarioActual = inferRouterOutputs<AppRouter>['auth']['me']['usuario'];

export const SesionContext = createContext<UsuarioActual | null>(null);

/** The logged-in user inside the shell (groups, flags, allowed clients). */
export function useUsuario(): UsuarioActual {
  const usuario = useContext(SesionContext);
  if (!usuario) throw new Error('useUsuario fuera del shell autenticado');
  return usuario;
}
