import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPagina } from './login-pagina';
import { MisPedidos } from './mis-pedidos';
import { HojaDeVidaPagina } from './pedido/hoja-de-vida';
import { PedidoPagina } from './pedido/pagina';
import { Shell } from './shell';

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPagina /> },
    {
      element: <Shell />,
      children: [
        { index: true, element: <MisPedidos /> },
        { path: '/pedido/:id', element: <PedidoPagina /> },
        { path: '/pedido/:id/candidato/:cpId', element: <HojaDeVidaPagina /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/cliente' },
);
