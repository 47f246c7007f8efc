import { EntradaCandidatoVersion } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { removerCandidato } from '../servicios/remover';
import { ResultadoAccionDto } from './dto';

/** `candidatosPedido.remover`: a pre-selected candidate leaves the order and is barred from it (event type 5). */
export const remover = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaCandidatoVersion)
  .output(ResultadoAccionDto)
  .mutation(({ ctx, input }) => removerCandidato(ctx.em, ctx.sesion.usuario, input, ctx.now()));
