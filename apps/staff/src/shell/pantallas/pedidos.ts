import { lazy } from 'react';
import type { Pantalla } from './tipos';

const dashboardPedidos = lazy(() => import('../../pedidos/dashboard/pagina'));
const formularioPedido = lazy(() => import('../../pedidos/formulario/pagina'));

/** Pedidos (spec 01). */
export const PANTALLAS_PEDIDOS: readonly Pantalla[] = [
  {
    grupo: 'Pedidos',
    titulo: 'Pedidos vigentes',
    ruta: '/pedidos-dashboard',
    permiso: 'read_pedido',
    procedimientos: [
      'pedidos.dashboard',
      'pedidos.opcionesFiltro',
      'pedidos.resumenIndicadores',
      'pedidos.indicadoresSemanales',
    ],
    pagina: dashboardPedidos,
  },
  {
    grupo: 'Pedidos',
    titulo: 'Cancelados y terminados',
    ruta: '/pedidos-dashboard/cancelados-terminados',
    permiso: 'read_pedido_cancelado_terminado',
    procedimientos: ['pedidos.dashboardCerrados', 'pedidos.opcionesFiltro'],
    pagina: dashboardPedidos,
  },
  {
    grupo: 'Pedidos',
    titulo: 'Agregar pedido',
    ruta: '/pedidos-create',
    permiso: 'add_pedido',
    procedimientos: ['pedidos.configuracionFormulario'],
    acciones: ['pedidos.crear'],
    pagina: formularioPedido,
  },
  {
    titulo: 'Agregar pedido',
    ruta: '/pedidos-create/:idPedido',
    permiso: 'add_pedido',
    procedimientos: [
      'pedidos.configuracionFormulario',
      'pedidos.paraFormulario',
      'pedidos.perfilesAprobados',
    ],
    acciones: ['pedidos.crear'],
    pagina: formularioPedido,
  },
  {
    titulo: 'Editar pedido',
    ruta: '/pedidos-edit/:idPedido',
    permiso: 'read_pedido',
    procedimientos: [
      'pedidos.configuracionFormulario',
      'pedidos.paraFormulario',
      'pedidos.perfilesAprobados',
    ],
    pagina: formularioPedido,
  },
  {
    titulo: 'Detalle del pedido',
    ruta: '/pedido-detail/:idPedido',
    permiso: 'read_pedido',
    procedimientos: [
      'pedidos.detalle',
      'pedidos.comentarios',
      'pedidos.eventos',
      { ruta: 'pedidos.opcionesPruebas', si: 'read_pedido_definir_pruebas' },
      'candidatosPedido.listar',
      'candidatosPedido.estadoCorreos',
      'fac.resultadosPedido',
    ],
    pagina: lazy(() => import('../../pedidos/detalle/pagina')),
  },
  {
    titulo: 'Candidatos del pedido',
    ruta: '/pedido-candidatos/:idPedido',
    permiso: 'read_pedido',
    procedimientos: [],
    pagina: lazy(() => import('../../pedidos/detalle/ir-a-candidatos')),
  },
  {
    titulo: 'Candidatos programados',
    ruta: '/pedido-programados/:idPedido',
    permiso: 'read_pedido',
    procedimientos: ['pedidos.programados'],
    pagina: lazy(() => import('../../pedidos/programados/pagina')),
  },
  {
    titulo: 'Preguntas filtro del pedido',
    ruta: '/pedidos-edit/:idPedido/fac',
    permiso: 'read_pedido',
    procedimientos: ['fac.sugeridosPedido'],
    pagina: lazy(() => import('../../fac/pedido/pagina')),
  },
  {
    titulo: 'Cancelar pedido',
    ruta: '/pedido-cancel/:idPedido',
    permiso: 'read_pedido_cancelar',
    procedimientos: ['pedidos.detalle'],
    acciones: ['pedidos.cancelar'],
    pagina: lazy(() => import('../../pedidos/cancelar/pagina')),
  },
];
