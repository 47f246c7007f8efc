import { EntradaPedidoFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { resultadosFacPedido } from './servicios/resultados';
import { ResultadosPedidoDto } from './dto';

/** `fac.resultadosPedido`: FAC score and link state per active candidate of the order. */
export const resultadosPedido = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaPedidoFac)
  .output(ResultadosPedidoDto)
  .query(({ ctx, input }) =>
    resultadosFacPedido(ctx.em, ctx.sesion.usuario.alcance, input.pedidoId, ctx.now()),
  );
