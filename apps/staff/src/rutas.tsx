import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@talento/ui';
import { LoginPagina } from './auth/login-pagina';
import { MarcoSinMenu } from './hv/validacion/marco';
import { Bienvenida } from './paginas/bienvenida';
import { EnConstruccion } from './paginas/en-construccion';
import { ErrorPagina } from './paginas/error-pagina';
import { MENU, PANTALLAS_INTERNAS, type EntradaMenu } from './shell/menu';
import { RequierePermiso } from './shell/requiere-permiso';
import { Shell } from './shell/shell';

const dashboardPedidos = lazy(() => import('./pedidos/dashboard/pagina'));
const formularioPedido = lazy(() => import('./pedidos/formulario/pagina'));
const detallePedido = lazy(() => import('./pedidos/detalle/pagina'));
const cancelarPedido = lazy(() => import('./pedidos/cancelar/pagina'));
const listaPerfiles = lazy(() => import('./perfiles/lista/pagina'));
const formularioPerfil = lazy(() => import('./perfiles/formulario/pagina'));
const vistaPerfil = lazy(() => import('./perfiles/vista/pagina'));
const listaFac = lazy(() => import('./fac/lista/pagina'));
const formularioFac = lazy(() => import('./fac/formulario/pagina'));
const detalleFac = lazy(() => import('./fac/detalle/pagina'));
const indicadorFac = lazy(() => import('./fac/indicador/pagina'));
const facPedido = lazy(() => import('./fac/pedido/pagina'));
const ResponderFac = lazy(() => import('./fac/responder/pagina'));
const hojaDeVida = lazy(() => import('./hv/resumen/pagina'));
const ValidacionDocumentos = lazy(() => import('./hv/validacion/pagina'));
const busquedaPalabra = lazy(() => import('./busqueda/palabra/pagina'));
const busquedaCriterios = lazy(() => import('./busqueda/criterios/pagina'));

/** Screens already built, by route; every other known route shows "En construcción". */
const CONSTRUIDAS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/pedidos-dashboard': dashboardPedidos,
  '/pedidos-dashboard/cancelados-terminados': dashboardPedidos,
  '/pedidos-create': formularioPedido,
  '/pedidos-create/:idPedido': formularioPedido,
  '/pedidos-edit/:idPedido': formularioPedido,
  '/pedido-detail/:idPedido': detallePedido,
  '/pedido-cancel/:idPedido': cancelarPedido,
  '/perfiles-cliente': listaPerfiles,
  '/perfil-create/:idPerfil?': formularioPerfil,
  '/perfil-edit/:idPerfil': formularioPerfil,
  '/perfil/:idPerfil': vistaPerfil,
  '/fac-list': listaFac,
  '/fac-create': formularioFac,
  '/fac-edit/:idFac': formularioFac,
  '/fac-detail/:idFac': detalleFac,
  '/fac-indicador': indicadorFac,
  '/pedidos-edit/:idPedido/fac': facPedido,
  '/hv/:candidatoId': hojaDeVida,
  '/busqueda-palabra': busquedaPalabra,
  '/busqueda': busquedaCriterios,
};

function pantalla(e: EntradaMenu): RouteObject {
  const Pagina = CONSTRUIDAS[e.ruta];
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
  { path: '/login', element: <LoginPagina /> },
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
