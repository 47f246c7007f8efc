import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPagina } from './auth/login-pagina';
import { Bienvenida } from './paginas/bienvenida';
import { EnConstruccion } from './paginas/en-construccion';
import { ErrorPagina } from './paginas/error-pagina';
import { MENU, PANTALLAS_INTERNAS, type EntradaMenu } from './shell/menu';
import { RequierePermiso } from './shell/requiere-permiso';
import { Shell } from './shell/shell';

function pantalla(e: EntradaMenu): RouteObject {
  return {
    path: e.ruta,
    element: (
      <RequierePermiso permiso={e.permiso}>
        <EnConstruccion titulo={e.titulo} />
      </RequierePermiso>
    ),
  };
}

const pantallas = [...MENU.flatMap((g) => g.entradas), ...PANTALLAS_INTERNAS];

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPagina /> },
  { path: '/error', element: <ErrorPagina /> },
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
