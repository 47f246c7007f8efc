import { EntradaEnviarEnlaceFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { enviarEnlacesFac } from './servicios/enlace';
import { EnlacesEnviadosDto } from './dto';

/** `fac.enviarEnlace` (add_candidatopedido): e-mails candidates of the order their link to answer its FAC. */
export const enviarEnlace = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaEnviarEnlaceFac)
  .output(EnlacesEnviadosDto)
  .mutation(({ ctx, input }) => enviarEnlacesFac(ctx.em, ctx.sesion.usuario, input, ctx.now()));
