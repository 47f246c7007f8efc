import { EntradaValidarVarios } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { validarVarios as validar } from '../servicios/lote';
import { ResultadoLoteDto } from './dto';

/** `candidatosPedido.validarVarios`: "Validar" on several candidates accepted by the client, all or nothing. */
export const validarVarios = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(EntradaValidarVarios)
  .output(ResultadoLoteDto)
  .mutation(({ ctx, input }) => validar(ctx.em, ctx.sesion.usuario, input, ctx.now()));
