import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@talento/ui';
import { MarcoSinMenu } from './hv/validacion/marco';
import { marcoDe, PANTALLAS, RUTA_INICIO, type MarcoPantalla, type Pantalla } from './shell/pantallas';
import { RequierePermiso } from './shell/requiere-permiso';
import { Shell } from './shell/shell';

/** A screen of the list: its page (its own chunk) and, inside a signed-in frame, the entry guard of its flag. */
function ruta(p: Pantalla): RouteObject {
  const { pagina: Pagina } = p;
  const pagina = (
    <Suspense fallback={<Spinner />}>
      <Pagina />
    </Suspense>
  );
  if (marcoDe(p) === 'ninguno') return { path: p.ruta, element: pagina };
  return {
    path: p.ruta,
    element: (
      <RequierePermiso permiso={p.permiso} {...(p.aviso ? { aviso: p.aviso } : {})}>
        {pagina}
      </RequierePermiso>
    ),
  };
}

const rutasDe = (marco: MarcoPantalla) => PANTALLAS.filter((p) => marcoDe(p) === marco).map(ruta);

/**
 * Every route comes from the screen list; besides them, only the shell's redirections to the home: its index and the
 * fallback of an unknown address.
 */
export const router = createBrowserRouter([
  ...rutasDe('ninguno'),
  { element: <MarcoSinMenu />, children: rutasDe('sin-menu') },
  {
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to={RUTA_INICIO} replace /> },
      ...rutasDe('shell'),
      { path: '*', element: <Navigate to={RUTA_INICIO} replace /> },
    ],
  },
]);
