// The subpath keeps the design system's components out of what reads the list alone (the e2e sweep).
import { paginaPerezosa } from '@talento/ui/pagina-perezosa';
import { CUALQUIER_USUARIO, entero, silencioso, type Pantalla } from './tipos';

/** The client's orders, one order and the CV of a candidate sent to it. */
export const PANTALLAS_PEDIDOS: readonly Pantalla[] = [
  {
    titulo: 'Mis pedidos',
    ruta: '/',
    pagina: paginaPerezosa(() => import('../mis-pedidos').then((m) => ({ default: m.MisPedidos }))),
    permiso: CUALQUIER_USUARIO,
    procedimientos: ['clientePortal.misPedidos'],
    datos: (_params, consultas) => void consultas.clientePortal.misPedidos.prefetch(undefined, silencioso),
    enlace: { texto: 'Mis pedidos' },
  },
  {
    titulo: 'Pedido',
    ruta: '/pedido/:id',
    pagina: paginaPerezosa(() => import('../pedido/pagina').then((m) => ({ default: m.PedidoPagina }))),
    permiso: CUALQUIER_USUARIO,
    procedimientos: [
      'clientePortal.pedido',
      'clientePortal.comentarios',
      'clientePortal.validarImplementacion',
    ],
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
      import('../pedido/hoja-de-vida').then((m) => ({ default: m.HojaDeVidaPagina })),
    ),
    permiso: CUALQUIER_USUARIO,
    procedimientos: ['clientePortal.hojaDeVida'],
    // The CV leaves with the session check (one batched request), not after the page's chunk (Lighthouse mobile).
    datos: (params, consultas) => {
      const cpId = entero(params.cpId);
      if (cpId !== null)
        void consultas.clientePortal.hojaDeVida.prefetch({ candidatoPedidoId: cpId }, silencioso);
    },
  },
];
