import { EntradaSugeridosSchema, ResultadoSugeridosSchema } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarSugeridos } from '../../stock';

/** `pedidos.sugeridos`: people ranked by compatibility with an order of the caller's clients (issue 15). */
export const sugeridos = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaSugeridosSchema)
  .output(ResultadoSugeridosSchema)
  .query(({ ctx, input }) =>
    listarSugeridos(ctx.em, ctx.sesion.usuario, input.pedidoId, input.pagina, ctx.now()),
  );
