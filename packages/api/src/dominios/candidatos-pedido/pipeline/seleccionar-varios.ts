import { EntradaSeleccionarVarios } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { seleccionarVarios as seleccionar } from '../servicios/lote';
import { ResultadoLoteDto } from './dto';

/** `candidatosPedido.seleccionarVarios`: "Seleccionar" on several pre-selected candidates, all or nothing. */
export const seleccionarVarios = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaSeleccionarVarios)
  .output(ResultadoLoteDto)
  .mutation(({ ctx, input }) => seleccionar(ctx.em, ctx.sesion.usuario, input, ctx.now()));
