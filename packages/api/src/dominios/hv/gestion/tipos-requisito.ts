import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarTiposRequisito } from '../servicios/gestion/requisitos-lectura';
import { TipoRequisitoDto } from './dto';

/** `hojasDeVida.tiposRequisito`: active requirement types (the add-requirement select). */
export const tiposRequisito = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(z.object({}).optional())
  .output(z.array(TipoRequisitoDto))
  .query(({ ctx }) => listarTiposRequisito(ctx.em));
