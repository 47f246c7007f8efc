import type { ReactNode } from 'react';
import { MENSAJES } from '@talento/rules';
import { tienePermiso, type PermisoPantalla } from './pantallas';
import { trpc } from './trpc';

/**
 * A screen checks its flag on entry (the shell has read the session): without it the user sees the shell's "sin
 * permisos" state, in the screen's own wording when its record has one, and the page is not rendered (none of its
 * calls leave).
 */
export function RequierePermiso({
  permiso,
  aviso,
  children,
}: {
  permiso: PermisoPantalla;
  aviso?: string;
  children: ReactNode;
}) {
  const me = trpc.auth.me.useQuery(undefined, { meta: { silencioso: true } });
  if (!me.data) return null;
  if (!tienePermiso(me.data.usuario.permisos, permiso)) {
    return (
      <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">
        {aviso ?? MENSAJES.shell.sinPermisos}
      </p>
    );
  }
  return <>{children}</>;
}
