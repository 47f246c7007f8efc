import { z } from 'zod';
import { EntradaComentarCliente, MENSAJES_PEDIDOS } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { comentarCliente } from './servicios/comentarios';

/** `clientePortal.comentar`: a comment staff see too (visibilidad 0) and its event (type 7). */
export const comentar = clienteProcedure()
  .input(EntradaComentarCliente)
  .output(z.object({ id: z.number(), mensaje: z.string() }))
  .mutation(async ({ ctx, input }) => ({
    ...(await comentarCliente(ctx.em, ctx.sesion.usuario, input, ctx.now())),
    mensaje: MENSAJES_PEDIDOS.comentarioAgregado,
  }));
