/**
 * Every screen of the client portal, once (one file per section of the header), with the flag that enters it. The
 * router (rutas.tsx), the entry guard (requiere-permiso.tsx) and the header (encabezado.tsx) are built from this list;
 * pantallas.test.tsx checks its shape, requiere-permiso.test.tsx that a screen turns away a user without its flag, and
 * e2e/acceso/pantallas-cliente.test.ts that the server allows what each screen's flag lets in and refuses the rest.
 * Each page is its own chunk (the portal's first load carries only React, the router, the tRPC client and the shell).
 */
// The subpath keeps the design system's components out of what reads the list alone (the e2e sweep).
import { paginaPerezosa } from '@talento/ui/pagina-perezosa';
import { PANTALLAS_CONTRATACION } from './contratacion';
import { PANTALLAS_PEDIDOS } from './pedidos';
import { PANTALLAS_REPORTES } from './reportes';
import { SIN_SESION, tienePermiso, type Pantalla } from './tipos';

export {
  CUALQUIER_USUARIO,
  SIN_SESION,
  tienePermiso,
  type Pantalla,
  type PermisoPantalla,
  type RutaProcedimiento,
} from './tipos';

export const PANTALLA_LOGIN: Pantalla = {
  titulo: 'Ingresar',
  ruta: '/login',
  pagina: paginaPerezosa(() => import('../login-pagina').then((m) => ({ default: m.LoginPagina }))),
  permiso: SIN_SESION,
  procedimientos: [],
  acciones: ['auth.login'],
};

/** The screens inside the shell (signed in), in the header's order. */
export const PANTALLAS: readonly Pantalla[] = [
  ...PANTALLAS_PEDIDOS,
  ...PANTALLAS_CONTRATACION,
  ...PANTALLAS_REPORTES,
];

/** The header's sections the user sees: those of the screens their flags let them into. */
export function enlacesVisibles(permisos: readonly string[]): { ruta: string; texto: string }[] {
  return PANTALLAS.flatMap((p) =>
    p.enlace && tienePermiso(permisos, p.permiso) ? [{ ruta: p.ruta, texto: p.enlace.texto }] : [],
  );
}
