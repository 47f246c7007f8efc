import { EntradaEditarPedidoStock } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { editarPedidoStock } from './servicios/editar';
import { PedidoStockGuardadoDto } from './dto';

/** Saves a stock order in 1/111 with its city blocks (adds allowances too); stale version → CONFLICT. */
export const editar = staffProcedure('change_pedido', { alcanceCliente: true })
  .input(EntradaEditarPedidoStock)
  .output(PedidoStockGuardadoDto)
  .mutation(({ ctx, input }) => editarPedidoStock(ctx.em, ctx.sesion.usuario, input, ctx.now()));
