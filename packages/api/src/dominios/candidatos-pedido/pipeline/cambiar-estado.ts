import { EntradaCambiarEstado } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { cambiarEstadoCandidato } from '../servicios/estado';
import { ResultadoAccionDto } from './dto';

/** `candidatosPedido.cambiarEstado`: validate, discard, interview, hiring outcomes (event type 4). */
export const cambiarEstado = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(EntradaCambiarEstado)
  .output(ResultadoAccionDto)
  .mutation(({ ctx, input }) => cambiarEstadoCandidato(ctx.em, ctx.sesion.usuario, input, ctx.now()));
