import { MENSAJES } from '@talento/rules';

export interface OpcionesPermisos {
  /** Reads the signed-in user with their permissions (auth.me). */
  cargar: () => Promise<unknown>;
  /** Ends the session the credentials call just opened. */
  cerrarSesion: () => Promise<unknown>;
  /** Local and session storage (tests pass their own). */
  almacenes?: Storage[];
}

/**
 * Second step of a login (spec 03 §2 "Sign-in calls credentials, then fetches permissions"): null when the
 * permissions arrived. Otherwise "Ocurrio un error al recibir tus permisos" (spec 03 §8): local and session
 * storage are cleared and the half-open session is ended, so the user is not left signed in without them.
 */
export async function recibirPermisos({
  cargar,
  cerrarSesion,
  almacenes = [window.localStorage, window.sessionStorage],
}: OpcionesPermisos): Promise<string | null> {
  try {
    await cargar();
    return null;
  } catch {
    for (const almacen of almacenes) almacen.clear();
    await cerrarSesion().catch(() => undefined);
    return MENSAJES.login.errorPermisos;
  }
}
