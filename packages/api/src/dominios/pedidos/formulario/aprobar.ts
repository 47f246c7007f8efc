import { z } from 'zod';
import { campo, IdFormularioPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { aprobarPedido } from '../servicios/formulario-aprobar';
import { PedidoGuardadoDto } from './dto';

/** Approves a draft order and its city lines (→ 2) with dates, negotiated date and events. */
export const aprobar = staffProcedure('read_pedido_aprobar', { alcanceCliente: true })
  .input(z.object({ id: IdFormularioPedido, version: campo.version() }))
  .output(PedidoGuardadoDto)
  .mutation(({ ctx, input }) => aprobarPedido(ctx.em, ctx.sesion.usuario, input, ctx.now()));
