import { EntradaComentarHv, MENSAJES_HV_RESUMEN } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { comentar as comentarHv } from '../servicios/resumen/comentarios';
import { CreadoConMensajeDto } from '../../../nucleo/respuestas';

/** `hojasDeVida.comentar`: adds a comment to the CV ("Debes escribir el comentario" when empty). */
export const comentar = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaComentarHv)
  .output(CreadoConMensajeDto)
  .mutation(async ({ ctx, input }) => ({
    ...(await comentarHv(ctx.em, ctx.sesion.usuario, input, ctx.now())),
    mensaje: MENSAJES_HV_RESUMEN.comentarioAgregado,
  }));
