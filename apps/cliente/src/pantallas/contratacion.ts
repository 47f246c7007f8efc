// The subpath keeps the design system's components out of what reads the list alone (the e2e sweep).
import { paginaPerezosa } from '@talento/ui/pagina-perezosa';
import { CUALQUIER_USUARIO, type Pantalla } from './tipos';

/** Hiring orders the client starts and follows. */
export const PANTALLAS_CONTRATACION: readonly Pantalla[] = [
  {
    titulo: 'Iniciar orden de contratación',
    ruta: '/pedido/:id/candidato/:cpId/orden-contratacion',
    pagina: paginaPerezosa(() =>
      import('../contratacion/iniciar-orden').then((m) => ({ default: m.IniciarOrdenPagina })),
    ),
    permiso: 'add_ordencontratacion',
    procedimientos: ['contratacion.cliente.paraIniciar', 'contratacion.cliente.maestros'],
    acciones: ['contratacion.cliente.iniciar'],
  },
  {
    titulo: 'Órdenes de contratación',
    ruta: '/contratacion/ordenes',
    pagina: paginaPerezosa(() =>
      import('../contratacion/ordenes').then((m) => ({ default: m.OrdenesContratacion })),
    ),
    permiso: CUALQUIER_USUARIO,
    procedimientos: ['contratacion.cliente.misOrdenes'],
    enlace: { texto: 'Órdenes de contratación' },
  },
];
