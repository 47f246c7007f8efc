import { EntradaCandidatoVersion } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { seleccionarCandidato } from '../servicios/seleccion';
import { ResultadoAccionDto } from './dto';

/** `candidatosPedido.seleccionar`: pre-selected → selected with the three readings of spec 01 §4 (event type 3). */
export const seleccionar = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaCandidatoVersion)
  .output(ResultadoAccionDto)
  .mutation(({ ctx, input }) => seleccionarCandidato(ctx.em, ctx.sesion.usuario, input, ctx.now()));
