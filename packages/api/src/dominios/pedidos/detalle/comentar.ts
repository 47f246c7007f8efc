import { EntradaComentario, MENSAJES_PEDIDOS } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { comentarPedido } from '../servicios/detalle-comentarios';
import { CreadoConMensajeDto } from '../../../nucleo/respuestas';

/** `pedidos.comentar`: adds a comment (visible to the client or internal) and its event (type 7). */
export const comentar = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaComentario)
  .output(CreadoConMensajeDto)
  .mutation(async ({ ctx, input }) => ({
    ...(await comentarPedido(ctx.em, ctx.sesion.usuario, input, ctx.now())),
    mensaje: MENSAJES_PEDIDOS.comentarioAgregado,
  }));
