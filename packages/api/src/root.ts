import { administracionRouter } from './dominios/administracion/router';
import { authRouter } from './dominios/auth/router';
import { catalogosRouter } from './dominios/catalogos/router';
import { clientePortalRouter } from './dominios/cliente-portal/router';
import { pedidosRouter } from './dominios/pedidos/router';
import { pedidosStockRouter } from './dominios/stock/pedidos/router';
import { candidatosPedidoRouter } from './dominios/candidatos-pedido/router';
import { sistemaRouter } from './dominios/sistema/router';
import { perfilesRouter } from './dominios/perfiles/router';
import { facRouter } from './dominios/fac/router';
import { hojasDeVidaRouter } from './dominios/hv/router';
import { busquedaRouter } from './dominios/busqueda/router';
import { inicioRouter } from './dominios/inicio/router';
import { contratacionRouter } from './dominios/contratacion/router';
import { datosPersonalesRouter } from './dominios/datos-personales/router';
import { importacionRouter } from './dominios/importacion/router';
import { vetadosRouter } from './dominios/vetados/router';
import { stockClientesRouter } from './dominios/stock/clientes/router';
import { categoriasStockRouter } from './dominios/stock/categorias/router';
import { candidatosCategoriaRouter } from './dominios/stock/candidatos-categoria/router';
import { stockPerfilesRouter } from './dominios/stock/perfiles/router';
import { citasRouter } from './dominios/citas/router';
import { mapaMercaderistasRouter } from './dominios/merchandising/mapa/router';
import { dispositivosRouter } from './dominios/merchandising/dispositivos/router';
import { mercaderistasRouter } from './dominios/merchandising/mercaderistas/router';
import { reportesEmbebidosRouter } from './dominios/reportes/embebidos/router';
import { reportesRouter } from './dominios/reportes/router';
import { novedadesRouter } from './dominios/merchandising/novedades/router';
import { notificacionesRouter } from './dominios/merchandising/notificaciones/router';
import { router } from './nucleo/trpc';

export const appRouter = router({
  auth: authRouter,
  sistema: sistemaRouter,
  inicio: inicioRouter,
  catalogos: catalogosRouter,
  clientePortal: clientePortalRouter,
  pedidos: pedidosRouter,
  pedidosStock: pedidosStockRouter,
  candidatosPedido: candidatosPedidoRouter,
  perfiles: perfilesRouter,
  fac: facRouter,
  hojasDeVida: hojasDeVidaRouter,
  busqueda: busquedaRouter,
  contratacion: contratacionRouter,
  vetados: vetadosRouter,
  stockClientes: stockClientesRouter,
  categoriasStock: categoriasStockRouter,
  candidatosCategoria: candidatosCategoriaRouter,
  stockPerfiles: stockPerfilesRouter,
  citas: citasRouter,
  reportesEmbebidos: reportesEmbebidosRouter,
  mercaderistas: mercaderistasRouter,
  mapa: mapaMercaderistasRouter,
  dispositivos: dispositivosRouter,
  reportes: reportesRouter,
  novedades: novedadesRouter,
  notificaciones: notificacionesRouter,
  administracion: administracionRouter,
  datosPersonales: datosPersonalesRouter,
  importacion: importacionRouter,
});

export type AppRouter = typeof appRouter;
