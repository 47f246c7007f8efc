import { staffProcedure } from '../../../procedures';
import { estadoNomina as leer } from '../../../services/hojas-de-vida/gestion/nomina';
import { EntradaCandidato, EstadoNominaDto } from './dto';

/** `hojasDeVida.estadoNomina`: integration configured? and the latest payroll send (Pendiente, Enviado, Error + message). */
export const estadoNomina = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaCandidato)
  .output(EstadoNominaDto)
  .query(({ ctx, input }) => leer(ctx.em, input.candidatoId));
