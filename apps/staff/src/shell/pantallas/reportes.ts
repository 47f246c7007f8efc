import { lazy } from 'react';
import type { Permiso } from '@talento/rules';
import { CUALQUIER_USUARIO, type Pantalla } from './tipos';

/**
 * Flags that show "Reportes embebidos" in the menu (the menu is computed from the session's flags, without asking the
 * server). A named report may name any flag: its screens admit every signed-in user and the server decides
 * (reportesEmbebidos.ver / visibles). A type-only import of rules keeps zod out of the initial bundle.
 */
const PERMISOS_MENU_REPORTES: readonly Permiso[] = [
  'read_reporte',
  'read_reportesOperaciones_todos',
  'read_reportesOperaciones_gerente_operaciones',
  'read_reportesOperaciones_clientes',
];

/** Reportes (spec 03 §3 and the named reports). */
export const PANTALLAS_REPORTES: readonly Pantalla[] = [
  {
    grupo: 'Reportes',
    titulo: 'Informe general',
    ruta: '/reporte-operaciones',
    permiso: [
      'read_reportesOperaciones_todos',
      'read_reportesOperaciones_gerente_operaciones',
      'read_reportesOperaciones_clientes',
    ],
    // The branch and psychologist filters are asked for only by the groups that see them.
    procedimientos: ['reportes.informeGeneral', 'catalogos.sucursales', 'reportes.psicologos'],
    pagina: lazy(() => import('../../reportes/operaciones/pagina')),
  },
  {
    grupo: 'Reportes',
    titulo: 'Validar informe',
    ruta: '/reporte-operaciones/validar-informe',
    permiso: 'read_reportesOperaciones_todos',
    procedimientos: ['reportes.validados', 'catalogos.sucursales'],
    pagina: lazy(() => import('../../reportes/validar/pagina')),
  },
  {
    grupo: 'Reportes',
    titulo: 'Reportes embebidos',
    ruta: '/reportes',
    permiso: CUALQUIER_USUARIO,
    enMenu: PERMISOS_MENU_REPORTES,
    procedimientos: ['reportesEmbebidos.visibles'],
    pagina: lazy(() => import('../../reportes/lista/pagina')),
  },
  {
    grupo: 'Reportes',
    titulo: 'Administrar reportes',
    ruta: '/administracion/reportes',
    permiso: 'change_reporteembebido',
    procedimientos: ['reportesEmbebidos.administrados'],
    pagina: lazy(() => import('../../reportes/administrar/pagina')),
  },
  {
    titulo: 'Reporte',
    ruta: '/reporte/:idReporte',
    permiso: CUALQUIER_USUARIO,
    procedimientos: ['reportesEmbebidos.ver'],
    pagina: lazy(() => import('../../reportes/embebido/pagina')),
  },
];
