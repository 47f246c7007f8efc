import { EntradaPreguntasEntrevista } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { reemplazarPreguntas } from '../servicios/pruebas/reemplazar-preguntas';
import { PreguntasReemplazadasDto } from './dto';

/**
 * `pedidos.reemplazarPreguntasEntrevista` (read_pedido_definir_pruebas, spec 01 §7): replaces the video-interview
 * questions of an order whose interview is defined.
 */
export const reemplazarPreguntasPedido = staffProcedure('read_pedido_definir_pruebas', {
  alcanceCliente: true,
})
  .input(EntradaPreguntasEntrevista)
  .output(PreguntasReemplazadasDto)
  .mutation(({ ctx, input }) => reemplazarPreguntas(ctx.em, ctx.sesion.usuario, input, ctx.now()));
