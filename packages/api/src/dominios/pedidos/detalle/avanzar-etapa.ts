import { EntradaAvanzarEtapa } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { avanzarEtapa as avanzar } from '../servicios/detalle-transiciones';
import { ResultadoTransicionDto } from './dto';

/** `pedidos.avanzarEtapa`: "Pasar a la siguiente etapa" (2→3 with a selected candidate, sending them to the client; 3→4). */
export const avanzarEtapa = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(EntradaAvanzarEtapa)
  .output(ResultadoTransicionDto)
  .mutation(({ ctx, input }) => avanzar(ctx.em, ctx.sesion.usuario, input, ctx.now()));
