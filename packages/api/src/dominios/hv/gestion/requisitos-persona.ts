import { z } from 'zod';
import { campo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarRequisitosPersona } from '../servicios/gestion/requisitos-lectura';
import { RequisitosPersonaDto } from './dto';

/** `hojasDeVida.requisitosPersona`: the CV's requirement results (with "Vencida" and evidence files). */
export const requisitosPersona = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(z.object({ candidatoId: campo.id(), incluirVencidos: z.boolean().default(true) }))
  .output(RequisitosPersonaDto)
  .query(({ ctx, input }) =>
    listarRequisitosPersona(ctx.em, input.candidatoId, input.incluirVencidos, ctx.now()),
  );
