import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { Spinner } from '@talento/ui';
import { Shell } from './shell';

// Every page is its own chunk (issue 13 budget: the portal's first load carries only React, the router, the tRPC
// client and the shell); the date picker and the CV's pieces load with the page that uses them.
const LoginPagina = lazy(() => import('./login-pagina').then((m) => ({ default: m.LoginPagina })));
const MisPedidos = lazy(() => import('./mis-pedidos').then((m) => ({ default: m.MisPedidos })));
const PedidoPagina = lazy(() => import('./pedido/pagina').then((m) => ({ default: m.PedidoPagina })));
const OrdenesContratacion = lazy(() => import('./contratacion/ordenes').then((m) => ({ default: m.OrdenesContratacion })));
const IniciarOrdenPagina = lazy(() => import('./contratacion/iniciar-orden').then((m) => ({ default: m.IniciarOrdenPagina })));
const HojaDeVidaPagina = lazy(() => import('./pedido/hoja-de-vida').then((m) => ({ default: m.HojaDeVidaPagina })));

function pagina(Pagina: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Spinner />}>
      <Pagina />
    </Suspense>
  );
}

export const router = createBrowserRouter(
  [
    { path: '/login', element: pagina(LoginPagina) },
    {
      element: <Shell />,
      children: [
        { index: true, element: pagina(MisPedidos) },
        { path: '/pedido/:id', element: pagina(PedidoPagina) },
        { path: '/pedido/:id/candidato/:cpId', element: pagina(HojaDeVidaPagina) },
        { path: '/pedido/:id/candidato/:cpId/orden-contratacion', element: pagina(IniciarOrdenPagina) },
        { path: '/contratacion/ordenes', element: pagina(OrdenesContratacion) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/cliente' },
);
