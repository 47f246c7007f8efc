import { staffProcedure } from '../../../nucleo/procedures';
import { cancelarPedido } from '../servicios/cancelar';
import { ResultadoTransicionDto } from './dto';
import { EntradaCancelarFormulario } from './entrada-cancelar';

/** `pedidos.cancelar` (multipart): cause, written reason and optional evidence file, in one transaction. */
export const cancelar = staffProcedure('read_pedido_cancelar', { alcanceCliente: true })
  .input(EntradaCancelarFormulario)
  .output(ResultadoTransicionDto)
  .mutation(({ ctx, input }) =>
    cancelarPedido(ctx.em, ctx.sesion.usuario, { ...input, archivo: input.archivo ?? null }, ctx.now()),
  );
