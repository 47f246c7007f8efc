import { z } from 'zod';
import { clienteProcedure } from '../../nucleo/procedures';
import { listarMisPedidos } from './servicios/mis-pedidos';
import { PedidoClienteResumenDto } from './dto';

/** `clientePortal.misPedidos`: orders of the user's companies in stages 3–4 with candidates sent. */
export const misPedidos = clienteProcedure()
  .output(z.array(PedidoClienteResumenDto))
  .query(({ ctx }) => listarMisPedidos(ctx.em, ctx.sesion.usuario.alcance, ctx.now()));
