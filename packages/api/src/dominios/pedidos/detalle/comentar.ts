import { z } from 'zod';
import { EntradaComentario, MENSAJES_PEDIDOS } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { comentarPedido } from '../servicios/detalle-comentarios';

/** `pedidos.comentar`: adds a comment (visible to the client or internal) and its event (type 7). */
export const comentar = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaComentario)
  .output(z.object({ id: z.number(), mensaje: z.string() }))
  .mutation(async ({ ctx, input }) => ({
    ...(await comentarPedido(ctx.em, ctx.sesion.usuario, input, ctx.now())),
    mensaje: MENSAJES_PEDIDOS.comentarioAgregado,
  }));
