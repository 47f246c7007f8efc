import { EntradaMarcarHv, MENSAJES_HV_RESUMEN } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { marcar as marcarHv } from '../servicios/resumen/comentarios';
import { CreadoConMensajeDto } from '../../../nucleo/respuestas';

/** `hojasDeVida.marcar`: applies a mark type to the CV, once per CV (a repeat answers CONFLICT). */
export const marcar = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaMarcarHv)
  .output(CreadoConMensajeDto)
  .mutation(async ({ ctx, input }) => ({
    ...(await marcarHv(ctx.em, ctx.sesion.usuario, input, ctx.now())),
    mensaje: MENSAJES_HV_RESUMEN.marcaAgregada,
  }));
