import { authRouter } from './routers/auth/router';
import { catalogosRouter } from './routers/catalogos/router';
import { clientePortalRouter } from './routers/cliente-portal/router';
import { pedidosRouter } from './routers/pedidos/router';
import { pedidosStockRouter } from './routers/pedidos-stock/router';
import { candidatosPedidoRouter } from './routers/candidatos-pedido/router';
import { sistemaRouter } from './routers/sistema/router';
import { perfilesRouter } from './routers/perfiles/router';
import { facRouter } from './routers/fac/router';
import { hojasDeVidaRouter } from './routers/hojas-de-vida/router';
import { busquedaRouter } from './routers/busqueda/router';
import { inicioRouter } from './routers/inicio/router';
import { contratacionRouter } from './routers/contratacion/router';
import { vetadosRouter } from './routers/vetados/router';
import { stockClientesRouter } from './routers/stock-clientes/router';
import { categoriasStockRouter } from './routers/categorias-stock/router';
import { candidatosCategoriaRouter } from './routers/candidatos-categoria/router';
import { stockPerfilesRouter } from './routers/stock-perfiles/router';
import { citasRouter } from './routers/citas/router';
import { mapaMercaderistasRouter } from './routers/mapa-mercaderistas/router';
import { dispositivosRouter } from './routers/dispositivos/router';
import { mercaderistasRouter } from './routers/mercaderistas/router';
import { reportesEmbebidosRouter } from './routers/reportes-embebidos/router';
import { reportesRouter } from './routers/reportes/router';
import { novedadesRouter } from './routers/novedades/router';
import { notificacionesRouter } from './routers/notificaciones/router';
import { router } from './trpc';

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
});

export type AppRouter = typeof appRouter;
