import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, useRoutes, type Params, type RouteObject } from 'react-router';
import { paginaPerezosa, precargarRutasActuales, Spinner, type PrecargaDeRuta } from '@talento/ui';
import { consultas } from './conexion';
import { Shell } from './shell';

// Every page is its own chunk (issue 13 budget: the portal's first load carries only React, the router, the tRPC
// client and the shell); the date picker and the CV's pieces load with the page that uses them.
const LoginPagina = paginaPerezosa(() => import('./login-pagina').then((m) => ({ default: m.LoginPagina })));
const MisPedidos = paginaPerezosa(() => import('./mis-pedidos').then((m) => ({ default: m.MisPedidos })));
const PedidoPagina = paginaPerezosa(() =>
  import('./pedido/pagina').then((m) => ({ default: m.PedidoPagina })),
);
const OrdenesContratacion = paginaPerezosa(() =>
  import('./contratacion/ordenes').then((m) => ({ default: m.OrdenesContratacion })),
);
const IniciarOrdenPagina = paginaPerezosa(() =>
  import('./contratacion/iniciar-orden').then((m) => ({ default: m.IniciarOrdenPagina })),
);
const InformeClientePagina = paginaPerezosa(() =>
  import('./reportes/informe').then((m) => ({ default: m.InformeClientePagina })),
);
const HojaDeVidaPagina = paginaPerezosa(() =>
  import('./pedido/hoja-de-vida').then((m) => ({ default: m.HojaDeVidaPagina })),
);

function pagina(Pagina: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Spinner />}>
      <Pagina />
    </Suspense>
  );
}

/** A positive integer route parameter, or null (the page itself shows "not found" for the rest). */
function entero(valor: string | undefined): number | null {
  const n = Number(valor);
  return Number.isInteger(n) && n > 0 ? n : null;
}

// Opened from a link or a bookmark, a page starts its chunk and its first data while the shell checks the session:
// one batch (session + data) and the chunk download, instead of four round trips one after another. The queries
// are the ones the page reads (same input, same key); they are silent, as the page decides what an error shows.
const silencioso = { meta: { silencioso: true } } as const;
function precarga(precargar: (params: Params) => void): { handle: PrecargaDeRuta } {
  return { handle: { precargar } };
}

const rutas: RouteObject[] = [
  { path: '/login', element: pagina(LoginPagina.Componente), ...precarga(() => LoginPagina.precargar()) },
  {
    element: <Shell />,
    ...precarga(() => void consultas.auth.me.prefetch(undefined, silencioso)),
    children: [
      {
        index: true,
        element: pagina(MisPedidos.Componente),
        ...precarga(() => {
          MisPedidos.precargar();
          void consultas.clientePortal.misPedidos.prefetch(undefined, silencioso);
        }),
      },
      {
        path: '/pedido/:id',
        element: pagina(PedidoPagina.Componente),
        ...precarga((params) => {
          PedidoPagina.precargar();
          const id = entero(params.id);
          if (id === null) return;
          void consultas.clientePortal.pedido.prefetch({ id }, silencioso);
          void consultas.clientePortal.comentarios.prefetch({ pedidoId: id }, silencioso);
        }),
      },
      {
        path: '/pedido/:id/candidato/:cpId',
        element: pagina(HojaDeVidaPagina.Componente),
        ...precarga(() => HojaDeVidaPagina.precargar()),
      },
      {
        path: '/pedido/:id/candidato/:cpId/orden-contratacion',
        element: pagina(IniciarOrdenPagina.Componente),
        ...precarga(() => IniciarOrdenPagina.precargar()),
      },
      {
        path: '/contratacion/ordenes',
        element: pagina(OrdenesContratacion.Componente),
        ...precarga(() => OrdenesContratacion.precargar()),
      },
      {
        path: '/reportes',
        element: pagina(InformeClientePagina.Componente),
        ...precarga(() => InformeClientePagina.precargar()),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

const BASE = '/cliente';

/**
 * Declarative routing (`useRoutes` under a `BrowserRouter`): the portal needs no loaders, actions or fetchers, and
 * leaving the data router out keeps about 6 KB gzip off the first load (issue 13 budget, ≤ 130 KB).
 */
export function Rutas() {
  return useRoutes(rutas);
}

/** Starts the chunk and the data of the page at the current URL (main.tsx, before the first render). */
export function precargarRutaActual(): void {
  precargarRutasActuales(matchRoutes(rutas, window.location, BASE) ?? []);
}

export { BASE as BASE_RUTAS };
