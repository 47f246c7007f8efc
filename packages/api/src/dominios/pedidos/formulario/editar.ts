import { EntradaEditarPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { editarPedido } from '../servicios/formulario-editar';
import { PedidoGuardadoDto } from './dto';

/** Saves a draft order (states 1 and 111) and its city lines; stale version → CONFLICT. */
export const editar = staffProcedure('change_pedido', { alcanceCliente: true })
  .input(EntradaEditarPedido)
  .output(PedidoGuardadoDto)
  .mutation(({ ctx, input }) => editarPedido(ctx.em, ctx.sesion.usuario, input, ctx.now()));
