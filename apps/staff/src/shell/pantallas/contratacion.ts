import { lazy } from 'react';
import type { Pantalla } from './tipos';

/** Contratación (hiring orders and employee associations). */
export const PANTALLAS_CONTRATACION: readonly Pantalla[] = [
  {
    grupo: 'Contratación',
    titulo: 'Órdenes de contratación',
    ruta: '/contratacion/ordenes',
    permiso: 'read_pedido',
    // In the menu of those who work hiring orders; anyone who reads orders may open it (as the order's modal).
    enMenu: ['add_ordencontratacion', 'change_ordencontratacion'],
    procedimientos: ['contratacion.ordenes'],
    pagina: lazy(() => import('../../contratacion/ordenes/pagina')),
  },
  {
    grupo: 'Contratación',
    titulo: 'Asociaciones',
    ruta: '/contratacion/asociaciones',
    permiso: 'ver_asociaciones_empleado',
    procedimientos: ['contratacion.asociaciones'],
    pagina: lazy(() => import('../../contratacion/asociaciones/pagina')),
  },
  {
    titulo: 'Imprimir orden de contratación',
    ruta: '/contratacion/orden/:id/imprimir',
    permiso: 'read_pedido',
    procedimientos: ['contratacion.obtener', 'contratacion.maestros'],
    pagina: lazy(() => import('../../contratacion/imprimir/pagina')),
  },
];
