import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@talento/ui';
import { MarcoSinMenu } from './hv/validacion/marco';
import { Bienvenida } from './paginas/bienvenida';
import { ErrorPagina } from './paginas/error-pagina';
import { PANTALLAS, type Pantalla } from './shell/pantallas';
import { RequierePermiso } from './shell/requiere-permiso';
import { Shell } from './shell/shell';

// The login page is its own chunk (issue 13 budget): its form (react-hook-form, zod resolver) is not part of the
// first load of a user who already has a session.
const LoginPagina = lazy(() => import('./auth/login-pagina').then((m) => ({ default: m.LoginPagina })));
const ResponderFac = lazy(() => import('./fac/responder/pagina'));
const AutorizacionDatos = lazy(() => import('./datos-personales/publico/autorizacion'));
const AvisoPrivacidad = lazy(() => import('./datos-personales/publico/aviso'));
const ConservarDatos = lazy(() => import('./datos-personales/retencion/conservar'));
const EstablecerContrasena = lazy(() => import('./auth/establecer-contrasena'));
const ConfiguracionInicial = lazy(() => import('./auth/configuracion-inicial'));
const ValidacionDocumentos = lazy(() => import('./hv/validacion/pagina'));

/** A screen of the list: its page behind the entry guard of its flag. */
function ruta({ ruta, permiso, aviso, pagina: Pagina }: Pantalla): RouteObject {
  return {
    path: ruta,
    element: (
      <RequierePermiso permiso={permiso} {...(aviso ? { aviso } : {})}>
        <Suspense fallback={<Spinner />}>
          <Pagina />
        </Suspense>
      </RequierePermiso>
    ),
  };
}

export const router = createBrowserRouter([
  {
    path: '/login',
    element: (
      <Suspense fallback={<Spinner />}>
        <LoginPagina />
      </Suspense>
    ),
  },
  { path: '/error', element: <ErrorPagina /> },
  {
    // Public page (no session): a candidate answers an order's FAC through the link e-mailed to them.
    path: '/responder-fac/:token',
    element: (
      <Suspense fallback={<Spinner />}>
        <ResponderFac />
      </Suspense>
    ),
  },
  {
    // Public page (no session): a candidate reads the privacy notice, accepts or revokes, by the link e-mailed to them.
    path: '/autorizacion-datos/:token',
    element: (
      <Suspense fallback={<Spinner />}>
        <AutorizacionDatos />
      </Suspense>
    ),
  },
  {
    // Public page (no session): a person answers a retention notice «keep my CV», by the link e-mailed to them.
    path: '/conservar-datos/:token',
    element: (
      <Suspense fallback={<Spinner />}>
        <ConservarDatos />
      </Suspense>
    ),
  },
  {
    // Public page (no session): the privacy notice in force, linked from the e-mails to candidates.
    path: '/aviso-privacidad',
    element: (
      <Suspense fallback={<Spinner />}>
        <AvisoPrivacidad />
      </Suspense>
    ),
  },
  {
    // Public page (no session): a user sets their password through the single-use link e-mailed to them.
    path: '/establecer-contrasena/:token',
    element: (
      <Suspense fallback={<Spinner />}>
        <EstablecerContrasena />
      </Suspense>
    ),
  },
  {
    // Public page (no session): the first administrator of a new installation, through the link printed at start.
    path: '/configuracion-inicial/:token',
    element: (
      <Suspense fallback={<Spinner />}>
        <ConfiguracionInicial />
      </Suspense>
    ),
  },
  {
    // Document validation (spec 03 §2): opened from the CV summary in its own window, without the main menu.
    element: <MarcoSinMenu />,
    children: [
      {
        path: '/hv/:candidatoId/validar-documentos',
        element: (
          <RequierePermiso permiso="read_hojadevida">
            <Suspense fallback={<Spinner />}>
              <ValidacionDocumentos />
            </Suspense>
          </RequierePermiso>
        ),
      },
    ],
  },
  {
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <Bienvenida /> },
      ...PANTALLAS.map(ruta),
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
]);
