import { EntradaTokenFac } from '@talento/rules';
import { publicProcedure } from '../../../nucleo/procedures';
import { obtenerCuestionario } from '../servicios/responder';
import { CuestionarioDto } from '../dto';

/** `fac.responder.obtener` (public, the link is the credential): the questions without ratings. */
export const obtener = publicProcedure
  .input(EntradaTokenFac)
  .output(CuestionarioDto)
  .query(({ ctx, input }) => obtenerCuestionario(ctx.em, input.token, ctx.now()));
