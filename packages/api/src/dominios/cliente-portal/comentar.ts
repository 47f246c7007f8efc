import { EntradaComentarCliente, MENSAJES_PEDIDOS } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { comentarCliente } from './servicios/comentarios';
import { CreadoConMensajeDto } from '../../nucleo/respuestas';

/** `clientePortal.comentar`: a comment staff see too (visibilidad 0) and its event (type 7). */
export const comentar = clienteProcedure()
  .input(EntradaComentarCliente)
  .output(CreadoConMensajeDto)
  .mutation(async ({ ctx, input }) => ({
    ...(await comentarCliente(ctx.em, ctx.sesion.usuario, input, ctx.now())),
    mensaje: MENSAJES_PEDIDOS.comentarioAgregado,
  }));
