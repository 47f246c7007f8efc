import { EntradaCuestionarioCandidato } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { cuestionarioCandidato as leer } from './servicios/cuestionario-candidato';
import { CuestionarioCandidatoDto } from './dto';

/** `fac.cuestionarioCandidato`: the FAC answers of one candidate of an order ("Ver cuestionario"). */
export const cuestionarioCandidato = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaCuestionarioCandidato)
  .output(CuestionarioCandidatoDto)
  .query(({ ctx, input }) => leer(ctx.em, ctx.sesion.usuario.alcance, input.candidatoPedidoId));
