import { EntradaAgregarVarios } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { agregarVarios as agregar } from '../servicios/agregar-varios';
import { ResultadoLoteDto } from './dto';

/** `candidatosPedido.agregarVarios`: "Agregar seleccionados", the same checks as "Agregar" for each, all or nothing. */
export const agregarVarios = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaAgregarVarios)
  .output(ResultadoLoteDto)
  .mutation(({ ctx, input }) => agregar(ctx.em, ctx.sesion.usuario, input, ctx.now()));
