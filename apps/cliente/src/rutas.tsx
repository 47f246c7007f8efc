import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { precargarRutasActuales, Spinner, type PrecargaDeRuta } from '@talento/ui';
import { consultas } from './conexion';
import { PANTALLA_LOGIN, PANTALLAS, SIN_SESION, type Pantalla } from './pantallas';
import { RequierePermiso } from './requiere-permiso';
import { Shell } from './shell';

function pagina(Pagina: ComponentType) {
  return (
    <Suspense fallback={<Spinner />}>
      <Pagina />
    </Suspense>
  );
}

// Opened from a link or a bookmark, a page starts its chunk and its first data while the shell checks the session:
// one batch (session + data) and the chunk download, instead of four round trips one after another.
function precarga(precargar: PrecargaDeRuta['precargar']): { handle: PrecargaDeRuta } {
  return { handle: { precargar } };
}

/**
 * A screen of the list (pantallas/) as a route: its page behind the entry guard of its flag (the login, opened
 * without a session, has none), its chunk and its first data.
 */
function ruta({ ruta, pagina: p, datos, permiso, aviso }: Pantalla): RouteObject {
  const destino = ruta === '/' ? { index: true as const } : { path: ruta };
  return {
    ...destino,
    element:
      permiso === SIN_SESION ? (
        pagina(p.Componente)
      ) : (
        <RequierePermiso permiso={permiso} {...(aviso ? { aviso } : {})}>
          {pagina(p.Componente)}
        </RequierePermiso>
      ),
    ...precarga((params) => {
      datos?.(params, consultas);
      return p.precargar();
    }),
  };
}

/** The portal's routes (exported for pantallas.test.tsx). */
export const rutasDelPortal: RouteObject[] = [
  ruta(PANTALLA_LOGIN),
  {
    element: <Shell />,
    ...precarga(() => void consultas.auth.me.prefetch(undefined, { meta: { silencioso: true } })),
    children: [...PANTALLAS.map(ruta), { path: '*', element: <Navigate to="/" replace /> }],
  },
];

const BASE = '/cliente';

/**
 * Declarative routing (`useRoutes` under a `BrowserRouter`): the portal needs no loaders, actions or fetchers, and
 * leaving the data router out keeps about 6 KB gzip off the first load (issue 13 budget, ≤ 130 KB).
 */
export function Rutas() {
  return useRoutes(rutasDelPortal);
}

/**
 * Starts the chunk and the data of the page at the current URL (main.tsx, before the first render); settles once the
 * page's code is here (or failed to come).
 */
export function precargarRutaActual(): Promise<void> {
  return precargarRutasActuales(matchRoutes(rutasDelPortal, window.location, BASE) ?? []);
}

export { BASE as BASE_RUTAS };
