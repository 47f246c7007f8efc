import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permiso } from '@talento/rules';

/**
 * Every screen of the staff portal, once: its route, title, the flag that enters it, its page and, for the screens of
 * the sidebar, its menu group. The router (rutas.tsx), the sidebar and the 404 search (menu.ts) and the entry guard
 * (RequierePermiso) are built from this list; pantallas.test.tsx checks it.
 */

/** A screen every signed-in staff user enters: what it shows is decided by the server. */
export const CUALQUIER_USUARIO = 'cualquier_usuario';

/** The sidebar's groups, in their order. */
export const GRUPOS_MENU = [
  'Pedidos',
  'Stock',
  'Perfiles',
  'Preguntas filtro',
  'Hojas de vida',
  'Citas',
  'Reportes',
  'Contratación',
  'Merchandising',
  'Administración',
] as const;
export type GrupoMenuTitulo = (typeof GRUPOS_MENU)[number];

export interface Pantalla {
  titulo: string;
  ruta: string;
  /** Flag needed to enter the screen (spec §6 of each document) and to see its menu entry, or any signed-in user. */
  permiso: Permiso | readonly Permiso[] | typeof CUALQUIER_USUARIO;
  /** Flags that show the menu entry when they differ from those that enter the screen. */
  enMenu?: Permiso | readonly Permiso[];
  /** Sidebar group; a screen without one is reached from other screens. */
  grupo?: GrupoMenuTitulo;
  /** The page, its own chunk loaded when the route is opened. */
  pagina: LazyExoticComponent<ComponentType>;
}

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

const dashboardPedidos = lazy(() => import('../pedidos/dashboard/pagina'));
const formularioPedido = lazy(() => import('../pedidos/formulario/pagina'));
const formularioStock = lazy(() => import('../stock/pedidos/formulario/pagina'));
const formularioPerfil = lazy(() => import('../perfiles/formulario/pagina'));
const formularioFac = lazy(() => import('../fac/formulario/pagina'));
const formularioCita = lazy(() => import('../citas/formulario/pagina'));

export const PANTALLAS: readonly Pantalla[] = [
  // Pedidos
  {
    grupo: 'Pedidos',
    titulo: 'Pedidos vigentes',
    ruta: '/pedidos-dashboard',
    permiso: 'read_pedido',
    pagina: dashboardPedidos,
  },
  {
    grupo: 'Pedidos',
    titulo: 'Cancelados y terminados',
    ruta: '/pedidos-dashboard/cancelados-terminados',
    permiso: 'read_pedido_cancelado_terminado',
    pagina: dashboardPedidos,
  },
  {
    grupo: 'Pedidos',
    titulo: 'Agregar pedido',
    ruta: '/pedidos-create',
    permiso: 'add_pedido',
    pagina: formularioPedido,
  },
  {
    titulo: 'Agregar pedido',
    ruta: '/pedidos-create/:idPedido',
    permiso: 'add_pedido',
    pagina: formularioPedido,
  },
  {
    titulo: 'Editar pedido',
    ruta: '/pedidos-edit/:idPedido',
    permiso: 'read_pedido',
    pagina: formularioPedido,
  },
  {
    titulo: 'Detalle del pedido',
    ruta: '/pedido-detail/:idPedido',
    permiso: 'read_pedido',
    pagina: lazy(() => import('../pedidos/detalle/pagina')),
  },
  {
    titulo: 'Candidatos del pedido',
    ruta: '/pedido-candidatos/:idPedido',
    permiso: 'read_pedido',
    pagina: lazy(() => import('../pedidos/detalle/ir-a-candidatos')),
  },
  {
    titulo: 'Candidatos programados',
    ruta: '/pedido-programados/:idPedido',
    permiso: 'read_pedido',
    pagina: lazy(() => import('../pedidos/programados/pagina')),
  },
  {
    titulo: 'Preguntas filtro del pedido',
    ruta: '/pedidos-edit/:idPedido/fac',
    permiso: 'read_pedido',
    pagina: lazy(() => import('../fac/pedido/pagina')),
  },
  {
    titulo: 'Cancelar pedido',
    ruta: '/pedido-cancel/:idPedido',
    permiso: 'read_pedido_cancelar',
    pagina: lazy(() => import('../pedidos/cancelar/pagina')),
  },

  // Stock
  {
    grupo: 'Stock',
    titulo: 'Pedidos stock',
    ruta: '/stock/pedidos-dashboard',
    permiso: 'read_pedido',
    pagina: lazy(() => import('../stock/pedidos/dashboard/pagina')),
  },
  {
    grupo: 'Stock',
    titulo: 'Stock por cliente',
    ruta: '/stock/cliente',
    permiso: 'add_perfilstock',
    pagina: lazy(() => import('../stock/cliente/pagina')),
  },
  {
    grupo: 'Stock',
    titulo: 'Clientes en stock',
    ruta: '/stock/cliente-list',
    permiso: 'add_cliente_stock',
    pagina: lazy(() => import('../stock/clientes/pagina')),
  },
  {
    grupo: 'Stock',
    titulo: 'Categorías',
    ruta: '/stock/categoria-list',
    permiso: ['add_categoriastock', 'change_categoriastock', 'delete_categoriastock'],
    pagina: lazy(() => import('../stock/categorias/pagina')),
  },
  {
    grupo: 'Stock',
    titulo: 'Candidatos por categoría',
    ruta: '/stock/categoria',
    permiso: 'add_candidatocategoriastock',
    pagina: lazy(() => import('../stock/candidatos-categoria/pagina')),
  },
  {
    titulo: 'Crear pedido stock',
    ruta: '/stock/pedidos-create/:idPedido?',
    permiso: 'add_pedido',
    pagina: formularioStock,
  },
  {
    titulo: 'Editar pedido stock',
    ruta: '/stock/pedidos-edit/:idPedido',
    permiso: 'change_pedido',
    pagina: formularioStock,
  },
  {
    titulo: 'Detalle del pedido stock',
    ruta: '/stock/pedido-detail/:idPedido',
    permiso: 'read_pedido',
    pagina: lazy(() => import('../stock/pedidos/detalle/pagina')),
  },

  // Perfiles
  {
    grupo: 'Perfiles',
    titulo: 'Perfiles por cliente',
    ruta: '/perfiles-cliente',
    permiso: 'read_perfilseleccion',
    pagina: lazy(() => import('../perfiles/lista/pagina')),
  },
  {
    titulo: 'Crear perfil',
    ruta: '/perfil-create/:idPerfil?',
    permiso: 'add_perfilseleccion',
    pagina: formularioPerfil,
  },
  {
    titulo: 'Editar perfil',
    ruta: '/perfil-edit/:idPerfil',
    permiso: 'change_perfilseleccion',
    pagina: formularioPerfil,
  },
  {
    titulo: 'Perfil',
    ruta: '/perfil/:idPerfil',
    permiso: 'read_perfilseleccion',
    pagina: lazy(() => import('../perfiles/vista/pagina')),
  },

  // Preguntas filtro
  {
    grupo: 'Preguntas filtro',
    titulo: 'Grupos FAC',
    ruta: '/fac-list',
    permiso: 'read_fac_base',
    pagina: lazy(() => import('../fac/lista/pagina')),
  },
  {
    grupo: 'Preguntas filtro',
    titulo: 'Crear FAC',
    ruta: '/fac-create',
    permiso: 'add_fac',
    pagina: formularioFac,
  },
  {
    grupo: 'Preguntas filtro',
    titulo: 'Indicador FAC',
    ruta: '/fac-indicador',
    permiso: 'read_fac_indicador',
    pagina: lazy(() => import('../fac/indicador/pagina')),
  },
  { titulo: 'Editar FAC', ruta: '/fac-edit/:idFac', permiso: 'read_fac_base', pagina: formularioFac },
  {
    titulo: 'Detalle FAC',
    ruta: '/fac-detail/:idFac',
    permiso: 'read_fac_base',
    pagina: lazy(() => import('../fac/detalle/pagina')),
  },

  // Hojas de vida
  {
    grupo: 'Hojas de vida',
    titulo: 'Búsqueda por palabra',
    ruta: '/busqueda-palabra',
    permiso: 'read_hojadevida',
    pagina: lazy(() => import('../busqueda/palabra/pagina')),
  },
  {
    grupo: 'Hojas de vida',
    titulo: 'Búsqueda por criterios',
    ruta: '/busqueda',
    permiso: 'read_hojadevida',
    pagina: lazy(() => import('../busqueda/criterios/pagina')),
  },
  {
    grupo: 'Hojas de vida',
    titulo: 'Candidatos vetados',
    ruta: '/candidatos/vetados',
    permiso: 'add_candidatoclientevetado',
    pagina: lazy(() => import('../candidatos/vetados/pagina')),
  },
  {
    titulo: 'Hoja de vida',
    ruta: '/hv/:candidatoId',
    permiso: 'read_hojadevida',
    pagina: lazy(() => import('../hv/resumen/pagina')),
  },

  // Citas
  {
    grupo: 'Citas',
    titulo: 'Citas',
    ruta: '/dashboard-cita',
    permiso: 'read_cita',
    pagina: lazy(() => import('../citas/dashboard/pagina')),
  },
  {
    grupo: 'Citas',
    titulo: 'Recepción de citas',
    ruta: '/citas/recepcion',
    permiso: 'read_cita',
    pagina: lazy(() => import('../citas/recepcion/pagina')),
  },
  { grupo: 'Citas', titulo: 'Crear cita', ruta: '/create-cita', permiso: 'add_cita', pagina: formularioCita },
  {
    titulo: 'Detalle de la cita',
    ruta: '/detail-cita/:idCita',
    permiso: 'read_cita',
    pagina: lazy(() => import('../citas/detalle/pagina')),
  },
  { titulo: 'Reagendar cita', ruta: '/create-cita/:idCita', permiso: 'add_cita', pagina: formularioCita },

  // Reportes
  {
    grupo: 'Reportes',
    titulo: 'Informe general',
    ruta: '/reporte-operaciones',
    permiso: [
      'read_reportesOperaciones_todos',
      'read_reportesOperaciones_gerente_operaciones',
      'read_reportesOperaciones_clientes',
    ],
    pagina: lazy(() => import('../reportes/operaciones/pagina')),
  },
  {
    grupo: 'Reportes',
    titulo: 'Validar informe',
    ruta: '/reporte-operaciones/validar-informe',
    permiso: 'read_reportesOperaciones_todos',
    pagina: lazy(() => import('../reportes/validar/pagina')),
  },
  {
    grupo: 'Reportes',
    titulo: 'Reportes embebidos',
    ruta: '/reportes',
    permiso: CUALQUIER_USUARIO,
    enMenu: PERMISOS_MENU_REPORTES,
    pagina: lazy(() => import('../reportes/lista/pagina')),
  },
  {
    grupo: 'Reportes',
    titulo: 'Administrar reportes',
    ruta: '/administracion/reportes',
    permiso: 'change_reporteembebido',
    pagina: lazy(() => import('../reportes/administrar/pagina')),
  },
  {
    titulo: 'Reporte',
    ruta: '/reporte/:idReporte',
    permiso: CUALQUIER_USUARIO,
    pagina: lazy(() => import('../reportes/embebido/pagina')),
  },

  // Contratación
  {
    grupo: 'Contratación',
    titulo: 'Órdenes de contratación',
    ruta: '/contratacion/ordenes',
    permiso: 'read_pedido',
    // In the menu of those who work hiring orders; anyone who reads orders may open it (as the order's modal).
    enMenu: ['add_ordencontratacion', 'change_ordencontratacion'],
    pagina: lazy(() => import('../contratacion/ordenes/pagina')),
  },
  {
    grupo: 'Contratación',
    titulo: 'Asociaciones',
    ruta: '/contratacion/asociaciones',
    permiso: 'ver_asociaciones_empleado',
    pagina: lazy(() => import('../contratacion/asociaciones/pagina')),
  },
  {
    titulo: 'Imprimir orden de contratación',
    ruta: '/contratacion/orden/:id/imprimir',
    permiso: 'read_pedido',
    pagina: lazy(() => import('../contratacion/imprimir/pagina')),
  },

  // Merchandising
  {
    grupo: 'Merchandising',
    titulo: 'Reportes',
    ruta: '/merchandising',
    permiso: 'read_reporte',
    pagina: lazy(() => import('../reportes/merchandising/pagina')),
  },
  {
    grupo: 'Merchandising',
    titulo: 'Mapa de rutas',
    ruta: '/merchandising-map',
    permiso: 'read_reporte',
    pagina: lazy(() => import('../merchandising/mapa/pagina')),
  },
  {
    grupo: 'Merchandising',
    titulo: 'Notificaciones',
    ruta: '/merchandising-notificaciones',
    permiso: 'read_reporte',
    pagina: lazy(() => import('../merchandising/notificaciones/pagina')),
  },
  {
    grupo: 'Merchandising',
    titulo: 'Novedades',
    ruta: '/merchandising-novedades',
    permiso: 'read_reporte',
    pagina: lazy(() => import('../merchandising/novedades/pagina')),
  },
  {
    grupo: 'Merchandising',
    titulo: 'Dispositivos',
    ruta: '/merchandising-dispositivos',
    permiso: 'add_dispositivo',
    pagina: lazy(() => import('../merchandising/dispositivos/pagina')),
  },
  {
    titulo: 'Cumplimiento de visitas',
    ruta: '/merchandising-cumplimiento',
    permiso: 'read_reporte',
    pagina: lazy(() => import('../merchandising/cumplimiento/pagina')),
  },

  // Administración
  {
    grupo: 'Administración',
    titulo: 'Usuarios',
    ruta: '/administracion/usuarios',
    permiso: 'admin_usuarios',
    pagina: lazy(() => import('../administracion/usuarios/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Grupos y permisos',
    ruta: '/administracion/grupos',
    permiso: 'admin_grupos',
    pagina: lazy(() => import('../administracion/grupos/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Auditoría',
    ruta: '/administracion/auditoria',
    permiso: 'read_auditoria',
    pagina: lazy(() => import('../administracion/auditoria/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Clientes',
    ruta: '/administracion/clientes',
    permiso: 'admin_clientes',
    pagina: lazy(() => import('../administracion/clientes/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Catálogos',
    ruta: '/administracion/catalogos',
    permiso: 'admin_catalogos',
    pagina: lazy(() => import('../administracion/catalogos/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Valores anuales',
    ruta: '/administracion/valores',
    permiso: 'admin_valores',
    pagina: lazy(() => import('../administracion/valores/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Merchandising',
    ruta: '/administracion/merchandising',
    permiso: 'admin_merchandising',
    pagina: lazy(() => import('../administracion/merchandising/pagina')),
  },
];
