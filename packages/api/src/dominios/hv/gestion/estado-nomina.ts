import { staffProcedure } from '../../../nucleo/procedures';
import { estadoNomina as leer } from '../servicios/gestion/nomina';
import { EstadoNominaDto } from './dto';
import { EntradaCandidato } from './entrada-candidato';

/** `hojasDeVida.estadoNomina`: integration configured? and the latest payroll send (Pendiente, Enviado, Error + message). */
export const estadoNomina = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaCandidato)
  .output(EstadoNominaDto)
  .query(({ ctx, input }) => leer(ctx.em, input.candidatoId));
