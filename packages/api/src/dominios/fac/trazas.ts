import { z } from 'zod';
import { EntradaIdFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { listarTrazas } from './servicios/lectura';
import { TrazaDto } from './dto';

/** `fac.trazas`: the change trace of a group, newest first. */
export const trazas = staffProcedure('read_fac_base', { alcanceCliente: true })
  .input(EntradaIdFac)
  .output(z.array(TrazaDto))
  .query(({ ctx, input }) => listarTrazas(ctx.em, ctx.sesion.usuario.alcance, input.id));
