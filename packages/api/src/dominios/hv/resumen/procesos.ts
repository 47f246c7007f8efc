import { EntradaCandidatoHv, ProcesosHvSchema } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { procesosDeHv } from '../servicios/resumen/procesos';

/** `hojasDeVida.procesos`: the person's current orders and stock of the user's clients, and stock categories. */
export const procesos = staffProcedure('read_hojadevida', { alcanceCliente: true })
  .input(EntradaCandidatoHv)
  .output(ProcesosHvSchema)
  .query(({ ctx, input }) => procesosDeHv(ctx.em, input.candidatoId, ctx.sesion.usuario.alcance));
