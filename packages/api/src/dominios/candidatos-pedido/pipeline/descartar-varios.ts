import { EntradaDescartarVarios } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { descartarVarios as descartar } from '../servicios/lote';
import { ResultadoLoteDto } from './dto';

/** `candidatosPedido.descartarVarios`: "Descartar" with one discard form for several candidates, all or nothing. */
export const descartarVarios = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(EntradaDescartarVarios)
  .output(ResultadoLoteDto)
  .mutation(({ ctx, input }) => descartar(ctx.em, ctx.sesion.usuario, input, ctx.now()));
