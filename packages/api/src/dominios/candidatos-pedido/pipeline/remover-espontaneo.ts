import { EntradaIdEspontaneo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { removerEspontaneo as remover } from '../servicios/remover';
import { ResultadoEspontaneoDto } from './dto';

/** `candidatosPedido.removerEspontaneo`: an unregistered candidate leaves the order (stages 2–3; event type 6). */
export const removerEspontaneo = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaIdEspontaneo)
  .output(ResultadoEspontaneoDto)
  .mutation(({ ctx, input }) => remover(ctx.em, ctx.sesion.usuario, input.id, ctx.now()));
