import { z } from 'zod';
import { campo, IdFormularioPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { aprobarPedidoStock } from './servicios/aprobar';
import { PedidoStockGuardadoDto } from './dto';

/** Approves a stock order (1/111 → 2 with its lines; spec 01 §6: add_pedido); read-only afterwards. */
export const aprobar = staffProcedure('add_pedido', { alcanceCliente: true })
  .input(z.object({ id: IdFormularioPedido, version: campo.version() }))
  .output(PedidoStockGuardadoDto)
  .mutation(({ ctx, input }) => aprobarPedidoStock(ctx.em, ctx.sesion.usuario, input, ctx.now()));
