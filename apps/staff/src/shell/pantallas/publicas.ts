import { lazy } from 'react';
import { SIN_SESION, type Pantalla } from './tipos';

/** Pages opened without a session: the login, the 404 and the links e-mailed to candidates and users. */
export const PANTALLAS_PUBLICAS: readonly Pantalla[] = [
  {
    // Its own chunk (issue 13 budget): its form is not part of the first load of a user who already has a session.
    titulo: 'Ingresar',
    ruta: '/login',
    permiso: SIN_SESION,
    procedimientos: [],
    acciones: ['auth.login'],
    pagina: lazy(() => import('../../auth/login-pagina').then((m) => ({ default: m.LoginPagina }))),
  },
  {
    titulo: 'Página no encontrada',
    ruta: '/error',
    permiso: SIN_SESION,
    procedimientos: [],
    pagina: lazy(() => import('../../paginas/error-pagina').then((m) => ({ default: m.ErrorPagina }))),
  },
  {
    // A candidate answers an order's FAC through the link e-mailed to them.
    titulo: 'Responder preguntas filtro',
    ruta: '/responder-fac/:token',
    permiso: SIN_SESION,
    procedimientos: ['fac.responder.obtener'],
    acciones: ['fac.responder.enviar'],
    pagina: lazy(() => import('../../fac/responder/pagina')),
  },
  {
    // A candidate reads the privacy notice, accepts or revokes, by the link e-mailed to them.
    titulo: 'Autorización de datos personales',
    ruta: '/autorizacion-datos/:token',
    permiso: SIN_SESION,
    procedimientos: ['datosPersonales.enlace.obtener'],
    acciones: ['datosPersonales.enlace.aceptar', 'datosPersonales.enlace.revocar'],
    pagina: lazy(() => import('../../datos-personales/publico/autorizacion')),
  },
  {
    // A person answers a retention notice «keep my CV», by the link e-mailed to them.
    titulo: 'Conservar mi hoja de vida',
    ruta: '/conservar-datos/:token',
    permiso: SIN_SESION,
    procedimientos: [],
    acciones: ['datosPersonales.retencion.conservar'],
    pagina: lazy(() => import('../../datos-personales/retencion/conservar')),
  },
  {
    // The privacy notice in force, linked from the e-mails to candidates.
    titulo: 'Aviso de privacidad',
    ruta: '/aviso-privacidad',
    permiso: SIN_SESION,
    procedimientos: ['datosPersonales.aviso.publico'],
    pagina: lazy(() => import('../../datos-personales/publico/aviso')),
  },
  {
    // A user sets their password through the single-use link e-mailed to them.
    titulo: 'Establecer contraseña',
    ruta: '/establecer-contrasena/:token',
    permiso: SIN_SESION,
    procedimientos: ['auth.enlace.ver'],
    acciones: ['auth.enlace.establecer'],
    pagina: lazy(() => import('../../auth/establecer-contrasena')),
  },
  {
    // The first administrator of a new installation, through the link printed at start.
    titulo: 'Configuración inicial',
    ruta: '/configuracion-inicial/:token',
    permiso: SIN_SESION,
    procedimientos: ['auth.configuracionInicial.ver'],
    acciones: ['auth.configuracionInicial.crear'],
    pagina: lazy(() => import('../../auth/configuracion-inicial')),
  },
];
