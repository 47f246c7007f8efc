import { EntradaCandidatoVersion } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { devolverCandidato } from '../servicios/seleccion';
import { ResultadoAccionDto } from './dto';

/** `candidatosPedido.devolver`: selected → pre-selected (state 0, stages 2–3; event type 3). */
export const devolver = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaCandidatoVersion)
  .output(ResultadoAccionDto)
  .mutation(({ ctx, input }) => devolverCandidato(ctx.em, ctx.sesion.usuario, input, ctx.now()));
