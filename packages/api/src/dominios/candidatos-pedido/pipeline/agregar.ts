import { EntradaAgregarCandidato } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { agregarCandidato } from '../servicios/agregar';
import { ResultadoAccionDto } from './dto';

/** `candidatosPedido.agregar`: a registered person into the order's pre-selected pool (availability 1, event type 3). */
export const agregar = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaAgregarCandidato)
  .output(ResultadoAccionDto)
  .mutation(({ ctx, input }) => agregarCandidato(ctx.em, ctx.sesion.usuario, input, ctx.now()));
