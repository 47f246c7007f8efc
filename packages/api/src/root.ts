import { authRouter } from './routers/auth/router';
import { catalogosRouter } from './routers/catalogos/router';
import { clientePortalRouter } from './routers/cliente-portal/router';
import { pedidosRouter } from './routers/pedidos/router';
import { candidatosPedidoRouter } from './routers/candidatos-pedido/router';
import { sistemaRouter } from './routers/sistema/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  sistema: sistemaRouter,
  catalogos: catalogosRouter,
  clientePortal: clientePortalRouter,
  pedidos: pedidosRouter,
  candidatosPedido: candidatosPedidoRouter,
});

export type AppRouter = typeof appRouter;
