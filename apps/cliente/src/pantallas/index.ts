/**
 * Every screen of the client portal, once (one file per section of the header). The router (rutas.tsx) and the
 * header (shell.tsx) are built from this list; pantallas.test.tsx checks its shape and e2e/acceso/pantallas-cliente.test.ts that
 * the server allows each user what the header offers them. Each page is its own chunk (the portal's first load
 * carries only React, the router, the tRPC client and the shell).
 */
// The subpath keeps the design system's components out of what reads the list alone (the e2e sweep).
import { paginaPerezosa } from '@talento/ui/pagina-perezosa';
import { PANTALLAS_CONTRATACION } from './contratacion';
import { PANTALLAS_PEDIDOS } from './pedidos';
import { PANTALLAS_REPORTES } from './reportes';
import type { Pantalla } from './tipos';

export type { Pantalla, RutaProcedimiento } from './tipos';

export const PANTALLA_LOGIN: Pantalla = {
  titulo: 'Ingresar',
  ruta: '/login',
  pagina: paginaPerezosa(() => import('../login-pagina').then((m) => ({ default: m.LoginPagina }))),
  procedimientos: [],
};

/** The screens inside the shell (signed in), in the header's order. */
export const PANTALLAS: readonly Pantalla[] = [
  ...PANTALLAS_PEDIDOS,
  ...PANTALLAS_CONTRATACION,
  ...PANTALLAS_REPORTES,
];

/** The header's sections the user sees. */
export function enlacesVisibles(permisos: readonly string[]): { ruta: string; texto: string }[] {
  return PANTALLAS.flatMap((p) =>
    p.enlace && (p.enlace.visible?.(permisos) ?? true) ? [{ ruta: p.ruta, texto: p.enlace.texto }] : [],
  );
}
