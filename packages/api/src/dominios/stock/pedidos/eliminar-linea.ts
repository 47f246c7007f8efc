import { z } from 'zod';
import { campo, IdFormularioPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { eliminarLineaStock } from './servicios/eliminar-linea';
import { PedidoStockGuardadoDto } from './dto';

/** Deletes a city block (a 112 child without candidates) of an editable stock order. */
export const eliminarLinea = staffProcedure('delete_pedido', { alcanceCliente: true })
  .input(z.object({ id: IdFormularioPedido, version: campo.version(), lineaId: IdFormularioPedido }))
  .output(PedidoStockGuardadoDto)
  .mutation(({ ctx, input }) => eliminarLineaStock(ctx.em, ctx.sesion.usuario, input, ctx.now()));
