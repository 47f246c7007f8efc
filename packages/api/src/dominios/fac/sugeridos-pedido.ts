import { EntradaPedidoFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { sugeridosPedido as sugeridos } from './servicios/pedido';
import { SugeridosDto } from './dto';

/** `fac.sugeridosPedido`: the order and the groups suggested for its profile (plus base groups). */
export const sugeridosPedido = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaPedidoFac)
  .output(SugeridosDto)
  .query(({ ctx, input }) => sugeridos(ctx.em, ctx.sesion.usuario.alcance, input.pedidoId));
