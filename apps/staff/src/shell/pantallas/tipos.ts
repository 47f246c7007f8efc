import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppRouter } from '@talento/api';
import type { Permiso } from '@talento/rules';

/** A screen every signed-in staff user enters: what it shows is decided by the server. */
export const CUALQUIER_USUARIO = 'cualquier_usuario';

/** A page anyone opens without a session (the login, the 404, a link e-mailed to someone): no frame, no guard. */
export const SIN_SESION = 'sin_sesion';

/** The sidebar's groups, in their order. */
export const GRUPOS_MENU = [
  'Pedidos',
  'Stock',
  'Perfiles',
  'Preguntas filtro',
  'Hojas de vida',
  'Citas',
  'Reportes',
  'Contratación',
  'Merchandising',
  'Administración',
  'Datos personales',
] as const;
export type GrupoMenuTitulo = (typeof GRUPOS_MENU)[number];

/** Every flag of the list (an action that does several things, spec 03 §6 "Crear cita"). */
export interface TodasLasBanderas {
  todas: readonly Permiso[];
}

/** One flag, any of several, all of several, any signed-in user, or anyone (no session). */
export type PermisoPantalla =
  Permiso | readonly Permiso[] | TodasLasBanderas | typeof CUALQUIER_USUARIO | typeof SIN_SESION;

/**
 * The frame a screen is mounted in: the shell (sidebar and top bar), a signed-in frame without them (a screen opened
 * in a browser window of its own) or none (a page opened without a session).
 */
export type MarcoPantalla = 'shell' | 'sin-menu' | 'ninguno';

type RegistroDe<R> = R extends { _def: { record: infer Rec } } ? Rec : R;

/** The dotted path of every query or mutation of the router ('citas.listar'), checked by the compiler. */
type RutasDe<R> = {
  [K in keyof R & string]: R[K] extends { _def: { type: 'query' | 'mutation' } }
    ? K
    : R[K] extends object
      ? `${K}.${RutasDe<RegistroDe<R[K]>>}`
      : never;
}[keyof R & string];
export type RutaProcedimiento = RutasDe<RegistroDe<AppRouter>>;

/** A procedure a page calls, or calls only for users holding `si` (a panel shown to them alone). */
export type ProcedimientoPantalla = RutaProcedimiento | { ruta: RutaProcedimiento; si: Permiso };

export const rutaDe = (p: ProcedimientoPantalla): RutaProcedimiento => (typeof p === 'string' ? p : p.ruta);

/** The procedures a page calls on opening for a user with these flags. */
export const procedimientosPara = (
  pantalla: Pick<Pantalla, 'procedimientos'>,
  permisos: readonly string[],
): RutaProcedimiento[] =>
  pantalla.procedimientos.filter((p) => typeof p === 'string' || permisos.includes(p.si)).map(rutaDe);

/** Where the router mounts a screen. */
export const marcoDe = (p: Pick<Pantalla, 'permiso' | 'sinMenu'>): MarcoPantalla =>
  p.permiso === SIN_SESION ? 'ninguno' : p.sinMenu ? 'sin-menu' : 'shell';

export interface Pantalla {
  titulo: string;
  ruta: string;
  /**
   * Flag needed to enter the screen (spec §6 of each document) and to see its menu entry; any signed-in user; or
   * SIN_SESION, a page mounted outside the signed-in frames.
   */
  permiso: PermisoPantalla;
  /** A signed-in screen opened in a browser window of its own: the frame without the sidebar and top bar. */
  sinMenu?: true;
  /** Flags that show the menu entry when they differ from those that enter the screen. */
  enMenu?: Permiso | readonly Permiso[];
  /** What the entry guard says to a user it turns away, when the spec words it for this screen. */
  aviso?: string;
  /** Sidebar group; a screen without one is reached from other screens. */
  grupo?: GrupoMenuTitulo;
  /**
   * The procedures the page may call when it opens (before the user does anything), besides the shell's own; some
   * only for the users they concern (a filter's options). Whoever enters the screen must be allowed each of them
   * (e2e/acceso/pantallas-staff.test.ts); the e2e pantallas-procedimientos checks a page calls nothing else.
   */
  procedimientos: readonly ProcedimientoPantalla[];
  /** The write the screen exists for (a create form's save): whoever enters must be allowed it too. */
  acciones?: readonly RutaProcedimiento[];
  /** The page, its own chunk loaded when the route is opened. */
  pagina: LazyExoticComponent<ComponentType>;
}
