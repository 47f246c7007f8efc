import { lazy } from 'react';
import type { Pantalla } from './tipos';

const formularioFac = lazy(() => import('../../fac/formulario/pagina'));

/** Preguntas filtro (FAC, spec 02). */
export const PANTALLAS_PREGUNTAS_FILTRO: readonly Pantalla[] = [
  {
    grupo: 'Preguntas filtro',
    titulo: 'Grupos FAC',
    ruta: '/fac-list',
    permiso: 'read_fac_base',
    procedimientos: ['fac.lista'],
    pagina: lazy(() => import('../../fac/lista/pagina')),
  },
  {
    grupo: 'Preguntas filtro',
    titulo: 'Crear FAC',
    ruta: '/fac-create',
    permiso: 'add_fac',
    procedimientos: ['fac.configuracion'],
    acciones: ['fac.crear'],
    pagina: formularioFac,
  },
  {
    grupo: 'Preguntas filtro',
    titulo: 'Indicador FAC',
    ruta: '/fac-indicador',
    permiso: 'read_fac_indicador',
    procedimientos: [],
    pagina: lazy(() => import('../../fac/indicador/pagina')),
  },
  {
    titulo: 'Editar FAC',
    ruta: '/fac-edit/:idFac',
    permiso: 'read_fac_base',
    procedimientos: ['fac.configuracion', 'fac.obtener'],
    acciones: ['fac.editar'],
    pagina: formularioFac,
  },
  {
    titulo: 'Detalle FAC',
    ruta: '/fac-detail/:idFac',
    permiso: 'read_fac_base',
    procedimientos: ['fac.obtener', 'fac.trazas'],
    pagina: lazy(() => import('../../fac/detalle/pagina')),
  },
];
