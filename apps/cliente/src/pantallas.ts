import type { Params } from 'react-router';
import type { ComponentType } from 'react';
import { paginaPerezosa, type PaginaPerezosa } from '@talento/ui';
import type { consultas as ConsultasPortal } from './conexion';
import { puedeVerInforme } from './reportes/permiso';

/**
 * Every screen of the client portal, once: route, title, page, the data it starts when opened from a link or a
 * bookmark, and, for the header's sections, the link's label and who sees it. The router (rutas.tsx) and the header
 * (shell.tsx) are built from this list; pantallas.test.tsx checks it. Each page is its own chunk (the portal's first
 * load carries only React, the router, the tRPC client and the shell).
 */
export interface Pantalla {
  titulo: string;
  /** Path under /cliente; '/' is the index. */
  ruta: string;
  pagina: PaginaPerezosa<ComponentType>;
  /** The queries the page reads first (same input, same key), started while the shell checks the session. */
  datos?: (params: Params, consultas: typeof ConsultasPortal) => void;
  /** A section of the header: its label and, when not everyone sees it, who does (the server checks again). */
  enlace?: { texto: string; visible?: (permisos: readonly string[]) => boolean };
}

/** A positive integer route parameter, or null (the page itself shows "not found" for the rest). */
function entero(valor: string | undefined): number | null {
  const n = Number(valor);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Silent: the page decides what an error shows. */
const silencioso = { meta: { silencioso: true } } as const;

export const PANTALLA_LOGIN: Pantalla = {
  titulo: 'Ingresar',
  ruta: '/login',
  pagina: paginaPerezosa(() => import('./login-pagina').then((m) => ({ default: m.LoginPagina }))),
};

/** The screens inside the shell (signed in), in the header's order. */
export const PANTALLAS: readonly Pantalla[] = [
  {
    titulo: 'Mis pedidos',
    ruta: '/',
    pagina: paginaPerezosa(() => import('./mis-pedidos').then((m) => ({ default: m.MisPedidos }))),
    datos: (_params, consultas) => void consultas.clientePortal.misPedidos.prefetch(undefined, silencioso),
    enlace: { texto: 'Mis pedidos' },
  },
  {
    titulo: 'Pedido',
    ruta: '/pedido/:id',
    pagina: paginaPerezosa(() => import('./pedido/pagina').then((m) => ({ default: m.PedidoPagina }))),
    datos: (params, consultas) => {
      const id = entero(params.id);
      if (id === null) return;
      void consultas.clientePortal.pedido.prefetch({ id }, silencioso);
      void consultas.clientePortal.comentarios.prefetch({ pedidoId: id }, silencioso);
    },
  },
  {
    titulo: 'Hoja de vida del candidato',
    ruta: '/pedido/:id/candidato/:cpId',
    pagina: paginaPerezosa(() =>
      import('./pedido/hoja-de-vida').then((m) => ({ default: m.HojaDeVidaPagina })),
    ),
  },
  {
    titulo: 'Iniciar orden de contratación',
    ruta: '/pedido/:id/candidato/:cpId/orden-contratacion',
    pagina: paginaPerezosa(() =>
      import('./contratacion/iniciar-orden').then((m) => ({ default: m.IniciarOrdenPagina })),
    ),
  },
  {
    titulo: 'Órdenes de contratación',
    ruta: '/contratacion/ordenes',
    pagina: paginaPerezosa(() =>
      import('./contratacion/ordenes').then((m) => ({ default: m.OrdenesContratacion })),
    ),
    enlace: { texto: 'Órdenes de contratación' },
  },
  {
    titulo: 'Informe de operaciones',
    ruta: '/reportes',
    pagina: paginaPerezosa(() =>
      import('./reportes/informe').then((m) => ({ default: m.InformeClientePagina })),
    ),
    enlace: { texto: 'Informe de operaciones', visible: puedeVerInforme },
  },
];

/** The header's sections the user sees. */
export function enlacesVisibles(permisos: readonly string[]): { ruta: string; texto: string }[] {
  return PANTALLAS.flatMap((p) =>
    p.enlace && (p.enlace.visible?.(permisos) ?? true) ? [{ ruta: p.ruta, texto: p.enlace.texto }] : [],
  );
}
