import { EntradaCrearPedidoStock } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { crearPedidoStock } from './servicios/crear';
import { PedidoStockCreadoDto } from './dto';

/** Creates (or duplicates) a stock order: parent 1/111 plus 112 lines, one transaction. */
export const crear = staffProcedure('add_pedido', { alcanceCliente: true })
  .input(EntradaCrearPedidoStock)
  .output(PedidoStockCreadoDto)
  .mutation(({ ctx, input }) => crearPedidoStock(ctx.em, ctx.sesion.usuario, input, ctx.now()));
