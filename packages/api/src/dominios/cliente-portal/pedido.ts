import { EntradaPedidoCliente } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { obtenerPedidoCliente } from './servicios/pedido';
import { PedidoClienteDto } from './dto';

/** `clientePortal.pedido`: one order (client-visible fields) with its candidates as sent (NOT_FOUND outside scope). */
export const pedido = clienteProcedure()
  .input(EntradaPedidoCliente)
  .output(PedidoClienteDto)
  .query(({ ctx, input }) => obtenerPedidoCliente(ctx.em, ctx.sesion.usuario, input.id, ctx.now()));
