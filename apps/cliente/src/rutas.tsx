import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPagina } from './login-pagina';
import { MisPedidos } from './mis-pedidos';
import { Shell } from './shell';

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPagina /> },
    {
      element: <Shell />,
      children: [
        { index: true, element: <MisPedidos /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/cliente' },
);
