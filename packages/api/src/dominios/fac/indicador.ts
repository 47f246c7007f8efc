import { z } from 'zod';
import { EntradaIndicadorFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { indicadorFac } from './servicios/indicador';
import { IndicadorDto } from './dto';

/** `fac.indicador`: per user, orders whose FAC they defined and the average hours it took (spec 02 §3). */
export const indicador = staffProcedure('read_fac_indicador', { alcanceCliente: true })
  .input(EntradaIndicadorFac)
  .output(z.array(IndicadorDto))
  .query(({ ctx, input }) => indicadorFac(ctx.em, ctx.sesion.usuario.alcance, input));
