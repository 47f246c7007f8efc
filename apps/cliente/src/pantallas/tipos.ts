import type { Params } from 'react-router';
import type { AppRouter } from '@talento/api';
import type { Permiso } from '@talento/rules';
import type { PaginaPerezosa } from '@talento/ui';
import type { consultas as ConsultasPortal } from '../conexion';

type RegistroDe<R> = R extends { _def: { record: infer Rec } } ? Rec : R;

/** The dotted path of every query or mutation of the router ('clientePortal.pedido'), checked by the compiler. */
type RutasDe<R> = {
  [K in keyof R & string]: R[K] extends { _def: { type: 'query' | 'mutation' } }
    ? K
    : R[K] extends object
      ? `${K}.${RutasDe<RegistroDe<R[K]>>}`
      : never;
}[keyof R & string];
export type RutaProcedimiento = RutasDe<RegistroDe<AppRouter>>;

/** A screen every signed-in client user enters: the server limits what it shows to the user's companies. */
export const CUALQUIER_USUARIO = 'cualquier_usuario';

/** A page opened without a session (the login): mounted outside the shell, with no guard. */
export const SIN_SESION = 'sin_sesion';

/** The flag a screen needs (the one its procedures' `clienteProcedure(permiso)` require), any client user, or anyone. */
export type PermisoPantalla = Permiso | typeof CUALQUIER_USUARIO | typeof SIN_SESION;

/** Whether a user with these flags enters a screen (and sees its header link). */
export const tienePermiso = (permisos: readonly string[], requerido: PermisoPantalla): boolean =>
  requerido === CUALQUIER_USUARIO || requerido === SIN_SESION || permisos.includes(requerido);

/**
 * A screen of the client portal: route, title, page, the flag that enters it, the procedures it calls on opening, the
 * data it starts when opened from a link or a bookmark, and, for the header's sections, the link's label.
 */
export interface Pantalla {
  titulo: string;
  /** Path under /cliente; '/' is the index. */
  ruta: string;
  pagina: PaginaPerezosa;
  /**
   * Flag needed to enter the screen and to see its header link; a user without it gets the shell's "sin permisos"
   * state (the server refuses the screen's procedures anyway).
   */
  permiso: PermisoPantalla;
  /** What the entry guard says to a user it turns away, when this screen words it itself. */
  aviso?: string;
  /**
   * The procedures the page calls when it opens, besides the shell's own (auth.me). Whoever enters the screen must be
   * allowed each of them, and whoever may not is refused them: e2e/acceso/pantallas-cliente.test.ts.
   */
  procedimientos: readonly RutaProcedimiento[];
  /** The write the screen exists for (a form's save): whoever enters must be allowed it too. */
  acciones?: readonly RutaProcedimiento[];
  /**
   * The queries the page reads first (same input, same key), started while the shell checks the session: only for
   * screens every user enters (the flags are not known yet).
   */
  datos?: (params: Params, consultas: typeof ConsultasPortal) => void;
  /** A section of the header: its label (shown to the users the screen's flag lets in). */
  enlace?: { texto: string };
}

/** A positive integer route parameter, or null (the page itself shows "not found" for the rest). */
export function entero(valor: string | undefined): number | null {
  const n = Number(valor);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Silent: the page decides what an error shows. */
export const silencioso = { meta: { silencioso: true } } as const;
