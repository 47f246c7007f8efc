import { lazy } from 'react';
import type { Pantalla } from './tipos';

/** Merchandising (routes, incidents, notifications and devices of the field merchandisers). */
export const PANTALLAS_MERCHANDISING: readonly Pantalla[] = [
  {
    grupo: 'Merchandising',
    titulo: 'Reportes',
    ruta: '/merchandising',
    permiso: 'read_reporte',
    procedimientos: ['reportesEmbebidos.visibles'],
    pagina: lazy(() => import('../../reportes/merchandising/pagina')),
  },
  {
    grupo: 'Merchandising',
    titulo: 'Mapa de rutas',
    ruta: '/merchandising-map',
    permiso: 'read_reporte',
    procedimientos: ['mapa.configuracion'],
    pagina: lazy(() => import('../../merchandising/mapa/pagina')),
  },
  {
    grupo: 'Merchandising',
    titulo: 'Notificaciones',
    ruta: '/merchandising-notificaciones',
    permiso: 'read_reporte',
    procedimientos: ['notificaciones.historial'],
    pagina: lazy(() => import('../../merchandising/notificaciones/pagina')),
  },
  {
    grupo: 'Merchandising',
    titulo: 'Novedades',
    ruta: '/merchandising-novedades',
    permiso: 'read_reporte',
    procedimientos: ['novedades.listar'],
    pagina: lazy(() => import('../../merchandising/novedades/pagina')),
  },
  {
    grupo: 'Merchandising',
    titulo: 'Dispositivos',
    ruta: '/merchandising-dispositivos',
    permiso: 'add_dispositivo',
    procedimientos: ['dispositivos.listar', 'mercaderistas.listar'],
    pagina: lazy(() => import('../../merchandising/dispositivos/pagina')),
  },
  {
    titulo: 'Cumplimiento de visitas',
    ruta: '/merchandising-cumplimiento',
    permiso: 'read_reporte',
    procedimientos: ['mapa.cumplimiento', 'mercaderistas.listar'],
    pagina: lazy(() => import('../../merchandising/cumplimiento/pagina')),
  },
];
