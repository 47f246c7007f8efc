import { z } from 'zod';
import { campo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { enviarHvANomina } from '../servicios/gestion/nomina';
import { EnvioNominaDto } from './dto';

/**
 * `hojasDeVida.enviarANomina`: queue the CV for the payroll system (outbox). The spec gives this option no
 * flag: whoever may read the CV (read_hojadevida). With pedidoId the order must be in the user's scope.
 */
export const enviarANomina = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(z.object({ candidatoId: campo.id(), pedidoId: campo.id().nullable().default(null) }))
  .output(EnvioNominaDto)
  .mutation(({ ctx, input }) =>
    enviarHvANomina(ctx.em, ctx.sesion.usuario, input.candidatoId, input.pedidoId),
  );
