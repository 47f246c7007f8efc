import { EntradaEnviarCliente } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { enviarACliente as enviar } from '../servicios/envio-cliente';
import { EnviarAClienteDto } from './dto';

/** `candidatosPedido.enviarACliente`: selected candidates in state 0 → 1, events, visible requirements and one e-mail. */
export const enviarACliente = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(EntradaEnviarCliente)
  .output(EnviarAClienteDto)
  .mutation(({ ctx, input }) => enviar(ctx.em, ctx.sesion.usuario, input, ctx.now()));
