import type { Permiso } from '@talento/rules';

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

/** A screen every signed-in staff user enters: what it shows is decided by the server. */
export const CUALQUIER_USUARIO = 'cualquier_usuario';

export interface EntradaMenu {
  titulo: string;
  ruta: string;
  /** Flag needed to see the entry and enter the screen (spec §6 of each document), or any signed-in user. */
  permiso: Permiso | readonly Permiso[] | typeof CUALQUIER_USUARIO;
  /** Flags that show the entry in the menu when they differ from those that enter the screen. */
  enMenu?: Permiso | readonly Permiso[];
}

export interface GrupoMenu {
  titulo: string;
  entradas: readonly EntradaMenu[];
}

/** Sidebar: a group appears when the user holds the flag of at least one of its entries. */
export const MENU: readonly GrupoMenu[] = [
  {
    titulo: 'Pedidos',
    entradas: [
      { titulo: 'Pedidos vigentes', ruta: '/pedidos-dashboard', permiso: 'read_pedido' },
      { titulo: 'Cancelados y terminados', ruta: '/pedidos-dashboard/cancelados-terminados', permiso: 'read_pedido_cancelado_terminado' },
      { titulo: 'Agregar pedido', ruta: '/pedidos-create', permiso: 'add_pedido' },
    ],
  },
  {
    titulo: 'Stock',
    entradas: [
      { titulo: 'Pedidos stock', ruta: '/stock/pedidos-dashboard', permiso: 'read_pedido' },
      { titulo: 'Stock por cliente', ruta: '/stock/cliente', permiso: 'add_perfilstock' },
      { titulo: 'Clientes en stock', ruta: '/stock/cliente-list', permiso: 'add_cliente_stock' },
      { titulo: 'Categorías', ruta: '/stock/categoria-list', permiso: ['add_categoriastock', 'change_categoriastock', 'delete_categoriastock'] },
      { titulo: 'Candidatos por categoría', ruta: '/stock/categoria', permiso: 'add_candidatocategoriastock' },
    ],
  },
  {
    titulo: 'Perfiles',
    entradas: [{ titulo: 'Perfiles por cliente', ruta: '/perfiles-cliente', permiso: 'read_perfilseleccion' }],
  },
  {
    titulo: 'Preguntas filtro',
    entradas: [
      { titulo: 'Grupos FAC', ruta: '/fac-list', permiso: 'read_fac_base' },
      { titulo: 'Crear FAC', ruta: '/fac-create', permiso: 'add_fac' },
      { titulo: 'Indicador FAC', ruta: '/fac-indicador', permiso: 'read_fac_indicador' },
    ],
  },
  {
    titulo: 'Hojas de vida',
    entradas: [
      { titulo: 'Búsqueda por palabra', ruta: '/busqueda-palabra', permiso: 'read_hojadevida' },
      { titulo: 'Búsqueda por criterios', ruta: '/busqueda', permiso: 'read_hojadevida' },
      { titulo: 'Candidatos vetados', ruta: '/candidatos/vetados', permiso: 'add_candidatoclientevetado' },
    ],
  },
  {
    titulo: 'Citas',
    entradas: [
      { titulo: 'Citas', ruta: '/dashboard-cita', permiso: 'read_cita' },
      { titulo: 'Recepción de citas', ruta: '/citas/recepcion', permiso: 'read_cita' },
      { titulo: 'Crear cita', ruta: '/create-cita', permiso: 'add_cita' },
    ],
  },
  {
    titulo: 'Reportes',
    entradas: [
      {
        titulo: 'Informe general',
        ruta: '/reporte-operaciones',
        permiso: ['read_reportesOperaciones_todos', 'read_reportesOperaciones_gerente_operaciones', 'read_reportesOperaciones_clientes'],
      },
      { titulo: 'Validar informe', ruta: '/reporte-operaciones/validar-informe', permiso: 'read_reportesOperaciones_todos' },
      { titulo: 'Reportes embebidos', ruta: '/reportes', permiso: CUALQUIER_USUARIO, enMenu: PERMISOS_MENU_REPORTES },
      { titulo: 'Administrar reportes', ruta: '/administracion/reportes', permiso: 'change_reporteembebido' },
    ],
  },
  {
    titulo: 'Contratación',
    entradas: [{ titulo: 'Asociaciones', ruta: '/contratacion/asociaciones', permiso: 'ver_asociaciones_empleado' }],
  },
  {
    titulo: 'Merchandising',
    entradas: [
      { titulo: 'Reportes', ruta: '/merchandising', permiso: 'read_reporte' },
      { titulo: 'Mapa de rutas', ruta: '/merchandising-map', permiso: 'read_reporte' },
      { titulo: 'Notificaciones', ruta: '/merchandising-notificaciones', permiso: 'read_reporte' },
      { titulo: 'Novedades', ruta: '/merchandising-novedades', permiso: 'read_reporte' },
      { titulo: 'Dispositivos', ruta: '/merchandising-dispositivos', permiso: 'add_dispositivo' },
    ],
  },
];

/** Screens reached from other screens (not in the menu), with the flag they check on entry. */
export const PANTALLAS_INTERNAS: readonly EntradaMenu[] = [
  { titulo: 'Cumplimiento de visitas', ruta: '/merchandising-cumplimiento', permiso: 'read_reporte' },
  { titulo: 'Agregar pedido', ruta: '/pedidos-create/:idPedido', permiso: 'add_pedido' },
  { titulo: 'Imprimir orden de contratación', ruta: '/contratacion/orden/:id/imprimir', permiso: 'read_pedido' },
  { titulo: 'Editar pedido', ruta: '/pedidos-edit/:idPedido', permiso: 'read_pedido' },
  { titulo: 'Detalle del pedido', ruta: '/pedido-detail/:idPedido', permiso: 'read_pedido' },
  { titulo: 'Candidatos del pedido', ruta: '/pedido-candidatos/:idPedido', permiso: 'read_pedido' },
  { titulo: 'Candidatos programados', ruta: '/pedido-programados/:idPedido', permiso: 'read_pedido' },
  { titulo: 'Preguntas filtro del pedido', ruta: '/pedidos-edit/:idPedido/fac', permiso: 'read_pedido' },
  { titulo: 'Cancelar pedido', ruta: '/pedido-cancel/:idPedido', permiso: 'read_pedido_cancelar' },
  { titulo: 'Crear pedido stock', ruta: '/stock/pedidos-create/:idPedido?', permiso: 'add_pedido' },
  { titulo: 'Editar pedido stock', ruta: '/stock/pedidos-edit/:idPedido', permiso: 'change_pedido' },
  { titulo: 'Detalle del pedido stock', ruta: '/stock/pedido-detail/:idPedido', permiso: 'read_pedido' },
  { titulo: 'Crear perfil', ruta: '/perfil-create/:idPerfil?', permiso: 'add_perfilseleccion' },
  { titulo: 'Editar perfil', ruta: '/perfil-edit/:idPerfil', permiso: 'change_perfilseleccion' },
  { titulo: 'Perfil', ruta: '/perfil/:idPerfil', permiso: 'read_perfilseleccion' },
  { titulo: 'Editar FAC', ruta: '/fac-edit/:idFac', permiso: 'read_fac_base' },
  { titulo: 'Detalle FAC', ruta: '/fac-detail/:idFac', permiso: 'read_fac_base' },
  { titulo: 'Hoja de vida', ruta: '/hv/:candidatoId', permiso: 'read_hojadevida' },
  { titulo: 'Detalle de la cita', ruta: '/detail-cita/:idCita', permiso: 'read_cita' },
  { titulo: 'Reagendar cita', ruta: '/create-cita/:idCita', permiso: 'add_cita' },
  { titulo: 'Reporte', ruta: '/reporte/:idReporte', permiso: CUALQUIER_USUARIO },
];

export function tienePermiso(permisos: readonly string[], requerido: EntradaMenu['permiso']): boolean {
  if (requerido === CUALQUIER_USUARIO) return true;
  const lista: readonly string[] = typeof requerido === 'string' ? [requerido] : requerido;
  return lista.some((p) => permisos.includes(p));
}

export function menuVisible(permisos: readonly string[]): GrupoMenu[] {
  return MENU.map((g) => ({ ...g, entradas: g.entradas.filter((e) => tienePermiso(permisos, e.enMenu ?? e.permiso)) })).filter(
    (g) => g.entradas.length > 0,
  );
}
