import { EntradaIdVersionPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { finalizarPedido } from '../servicios/detalle-transiciones';
import { ResultadoTransicionDto } from './dto';

/** `pedidos.finalizar`: "Finalizar pedido" (4→5 when the vacancies are fulfilled). */
export const finalizar = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(EntradaIdVersionPedido)
  .output(ResultadoTransicionDto)
  .mutation(({ ctx, input }) => finalizarPedido(ctx.em, ctx.sesion.usuario, input, ctx.now()));
