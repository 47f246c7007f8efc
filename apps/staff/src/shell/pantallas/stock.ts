import { lazy } from 'react';
import type { Pantalla } from './tipos';

const formularioStock = lazy(() => import('../../stock/pedidos/formulario/pagina'));

/** Stock (spec 02). */
export const PANTALLAS_STOCK: readonly Pantalla[] = [
  {
    grupo: 'Stock',
    titulo: 'Pedidos stock',
    ruta: '/stock/pedidos-dashboard',
    permiso: 'read_pedido',
    procedimientos: ['pedidosStock.dashboard'],
    pagina: lazy(() => import('../../stock/pedidos/dashboard/pagina')),
  },
  {
    grupo: 'Stock',
    titulo: 'Stock por cliente',
    ruta: '/stock/cliente',
    permiso: 'add_perfilstock',
    procedimientos: ['stockPerfiles.listar'],
    pagina: lazy(() => import('../../stock/cliente/pagina')),
  },
  {
    grupo: 'Stock',
    titulo: 'Clientes en stock',
    ruta: '/stock/cliente-list',
    permiso: 'add_cliente_stock',
    procedimientos: ['stockClientes.listar'],
    pagina: lazy(() => import('../../stock/clientes/pagina')),
  },
  {
    grupo: 'Stock',
    titulo: 'Categorías',
    ruta: '/stock/categoria-list',
    permiso: ['add_categoriastock', 'change_categoriastock', 'delete_categoriastock'],
    procedimientos: ['categoriasStock.listar'],
    pagina: lazy(() => import('../../stock/categorias/pagina')),
  },
  {
    grupo: 'Stock',
    titulo: 'Candidatos por categoría',
    ruta: '/stock/categoria',
    permiso: 'add_candidatocategoriastock',
    procedimientos: ['candidatosCategoria.categorias', 'candidatosCategoria.listar'],
    pagina: lazy(() => import('../../stock/candidatos-categoria/pagina')),
  },
  {
    titulo: 'Crear pedido stock',
    ruta: '/stock/pedidos-create/:idPedido?',
    permiso: 'add_pedido',
    procedimientos: ['pedidos.configuracionFormulario'],
    acciones: ['pedidosStock.crear'],
    pagina: formularioStock,
  },
  {
    titulo: 'Editar pedido stock',
    ruta: '/stock/pedidos-edit/:idPedido',
    permiso: 'change_pedido',
    procedimientos: ['pedidos.configuracionFormulario', 'pedidosStock.paraFormulario'],
    acciones: ['pedidosStock.editar'],
    pagina: formularioStock,
  },
  {
    titulo: 'Detalle del pedido stock',
    ruta: '/stock/pedido-detail/:idPedido',
    permiso: 'read_pedido',
    procedimientos: ['pedidosStock.detalle'],
    pagina: lazy(() => import('../../stock/pedidos/detalle/pagina')),
  },
];
