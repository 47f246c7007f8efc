import { EntradaResponderFac } from '@talento/rules';
import { publicProcedure } from '../../../nucleo/procedures';
import { enviarRespuestas } from '../servicios/responder';
import { MensajeDto } from '../dto';

/** `fac.responder.enviar` (public, single use): stores and scores the candidate's answers. */
export const enviar = publicProcedure
  .input(EntradaResponderFac)
  .output(MensajeDto)
  .mutation(({ ctx, input }) => enviarRespuestas(ctx.em, input, ctx.now()));
