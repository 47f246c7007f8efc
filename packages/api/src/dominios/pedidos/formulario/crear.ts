import { EntradaCrearPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { crearPedido } from '../servicios/formulario-crear';
import { PedidoCreadoDto } from './dto';

/** Creates an order (state 1) or a multi-city order (111 + 112 lines) with its events, in one transaction. */
export const crear = staffProcedure('add_pedido', { alcanceCliente: true })
  .input(EntradaCrearPedido)
  .output(PedidoCreadoDto)
  .mutation(({ ctx, input }) => crearPedido(ctx.em, ctx.sesion.usuario, input, ctx.now()));
