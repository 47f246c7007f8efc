import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@talento/ui';
import { MarcoSinMenu } from './hv/validacion/marco';
import { Bienvenida } from './paginas/bienvenida';
import { EnConstruccion } from './paginas/en-construccion';
import { ErrorPagina } from './paginas/error-pagina';
import { MENU, PANTALLAS_INTERNAS, type EntradaMenu } from './shell/menu';
import { PANTALLAS_CONSTRUIDAS } from './shell/pantallas';
import { RequierePermiso } from './shell/requiere-permiso';
import { Shell } from './shell/shell';

// The login page is its own chunk (issue 13 budget): its form (react-hook-form, zod resolver) is not part of the
// first load of a user who already has a session.
const LoginPagina = lazy(() => import('./auth/login-pagina').then((m) => ({ default: m.LoginPagina })));
const ResponderFac = lazy(() => import('./fac/responder/pagina'));
const ValidacionDocumentos = lazy(() => import('./hv/validacion/pagina'));

function pantalla(e: EntradaMenu): RouteObject {
  const Pagina = PANTALLAS_CONSTRUIDAS[e.ruta];
  return {
    path: e.ruta,
    element: (
      <RequierePermiso permiso={e.permiso}>
        {Pagina ? (
          <Suspense fallback={<Spinner />}>
            <Pagina />
          </Suspense>
        ) : (
          <EnConstruccion titulo={e.titulo} />
        )}
      </RequierePermiso>
    ),
  };
}

const pantallas = [...MENU.flatMap((g) => g.entradas), ...PANTALLAS_INTERNAS];

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
      { path: '/another', element: <div /> },
      ...pantallas.map(pantalla),
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
]);
