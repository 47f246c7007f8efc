import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Each screen is its own chunk, loaded when its route is opened.
const dashboardPedidos = lazy(() => import('../pedidos/dashboard/pagina'));
const formularioPedido = lazy(() => import('../pedidos/formulario/pagina'));
const detallePedido = lazy(() => import('../pedidos/detalle/pagina'));
const candidatosPedido = lazy(() => import('../pedidos/detalle/ir-a-candidatos'));
const programadosPedido = lazy(() => import('../pedidos/programados/pagina'));
const cancelarPedido = lazy(() => import('../pedidos/cancelar/pagina'));
const listaPerfiles = lazy(() => import('../perfiles/lista/pagina'));
const formularioPerfil = lazy(() => import('../perfiles/formulario/pagina'));
const vistaPerfil = lazy(() => import('../perfiles/vista/pagina'));
const listaFac = lazy(() => import('../fac/lista/pagina'));
const formularioFac = lazy(() => import('../fac/formulario/pagina'));
const detalleFac = lazy(() => import('../fac/detalle/pagina'));
const indicadorFac = lazy(() => import('../fac/indicador/pagina'));
const facPedido = lazy(() => import('../fac/pedido/pagina'));
const hojaDeVida = lazy(() => import('../hv/resumen/pagina'));
const busquedaPalabra = lazy(() => import('../busqueda/palabra/pagina'));
const busquedaCriterios = lazy(() => import('../busqueda/criterios/pagina'));
const asociaciones = lazy(() => import('../contratacion/asociaciones/pagina'));
const imprimirOrden = lazy(() => import('../contratacion/imprimir/pagina'));
const vetados = lazy(() => import('../candidatos/vetados/pagina'));
const dashboardStock = lazy(() => import('../stock/pedidos/dashboard/pagina'));
const formularioStock = lazy(() => import('../stock/pedidos/formulario/pagina'));
const detalleStock = lazy(() => import('../stock/pedidos/detalle/pagina'));
const clientesStock = lazy(() => import('../stock/clientes/pagina'));
const categoriasStock = lazy(() => import('../stock/categorias/pagina'));
const candidatosCategoria = lazy(() => import('../stock/candidatos-categoria/pagina'));
const stockCliente = lazy(() => import('../stock/cliente/pagina'));
const dashboardCitas = lazy(() => import('../citas/dashboard/pagina'));
const reporteEmbebido = lazy(() => import('../reportes/embebido/pagina'));
const listaReportes = lazy(() => import('../reportes/lista/pagina'));
const administrarReportes = lazy(() => import('../reportes/administrar/pagina'));
const reportesMerchandising = lazy(() => import('../reportes/merchandising/pagina'));
const mapaMercaderistas = lazy(() => import('../merchandising/mapa/pagina'));
const cumplimientoVisitas = lazy(() => import('../merchandising/cumplimiento/pagina'));
const dispositivosMercaderistas = lazy(() => import('../merchandising/dispositivos/pagina'));
const novedadesMerchandising = lazy(() => import('../merchandising/novedades/pagina'));
const notificacionesMerchandising = lazy(() => import('../merchandising/notificaciones/pagina'));
const recepcionCitas = lazy(() => import('../citas/recepcion/pagina'));
const formularioCita = lazy(() => import('../citas/formulario/pagina'));
const detalleCita = lazy(() => import('../citas/detalle/pagina'));
const informeOperaciones = lazy(() => import('../reportes/operaciones/pagina'));
const validarInforme = lazy(() => import('../reportes/validar/pagina'));

/** Screens already built, by route; every other known route shows "En construcción". */
export const PANTALLAS_CONSTRUIDAS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/pedidos-dashboard': dashboardPedidos,
  '/pedidos-dashboard/cancelados-terminados': dashboardPedidos,
  '/pedidos-create': formularioPedido,
  '/pedidos-create/:idPedido': formularioPedido,
  '/pedidos-edit/:idPedido': formularioPedido,
  '/pedido-detail/:idPedido': detallePedido,
  '/pedido-candidatos/:idPedido': candidatosPedido,
  '/pedido-programados/:idPedido': programadosPedido,
  '/pedido-cancel/:idPedido': cancelarPedido,
  '/perfiles-cliente': listaPerfiles,
  '/perfil-create/:idPerfil?': formularioPerfil,
  '/perfil-edit/:idPerfil': formularioPerfil,
  '/perfil/:idPerfil': vistaPerfil,
  '/fac-list': listaFac,
  '/fac-create': formularioFac,
  '/fac-edit/:idFac': formularioFac,
  '/fac-detail/:idFac': detalleFac,
  '/fac-indicador': indicadorFac,
  '/pedidos-edit/:idPedido/fac': facPedido,
  '/hv/:candidatoId': hojaDeVida,
  '/busqueda-palabra': busquedaPalabra,
  '/busqueda': busquedaCriterios,
  '/contratacion/asociaciones': asociaciones,
  '/contratacion/orden/:id/imprimir': imprimirOrden,
  '/candidatos/vetados': vetados,
  '/stock/pedidos-dashboard': dashboardStock,
  '/stock/pedidos-create/:idPedido?': formularioStock,
  '/stock/pedidos-edit/:idPedido': formularioStock,
  '/stock/pedido-detail/:idPedido': detalleStock,
  '/stock/cliente-list': clientesStock,
  '/stock/categoria-list': categoriasStock,
  '/stock/categoria': candidatosCategoria,
  '/stock/cliente': stockCliente,
  '/dashboard-cita': dashboardCitas,
  '/reporte/:idReporte': reporteEmbebido,
  '/reportes': listaReportes,
  '/administracion/reportes': administrarReportes,
  '/merchandising': reportesMerchandising,
  '/merchandising-map': mapaMercaderistas,
  '/merchandising-cumplimiento': cumplimientoVisitas,
  '/merchandising-dispositivos': dispositivosMercaderistas,
  '/merchandising-novedades': novedadesMerchandising,
  '/merchandising-notificaciones': notificacionesMerchandising,
  '/citas/recepcion': recepcionCitas,
  '/create-cita': formularioCita,
  '/create-cita/:idCita': formularioCita,
  '/detail-cita/:idCita': detalleCita,
  '/reporte-operaciones': informeOperaciones,
  '/reporte-operaciones/validar-informe': validarInforme,
};

/** Whether a menu route opens a built screen (the others show "En construcción", and the menu says so). */
export const estaConstruida = (ruta: string): boolean => ruta in PANTALLAS_CONSTRUIDAS;
