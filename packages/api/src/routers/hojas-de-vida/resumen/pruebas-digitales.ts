import { EntradaPruebasHv } from '@talento/rules';
import { staffProcedure } from '../../../procedures';
import { listarPruebas } from '../../../services/hojas-de-vida/resumen/pruebas';
import { PruebasHvDto } from './dto';

/** `hojasDeVida.pruebasDigitales`: latest digital-test ratings (5 per page) with the weighted global score. */
export const pruebasDigitales = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaPruebasHv)
  .output(PruebasHvDto)
  .query(({ ctx, input }) => listarPruebas(ctx.em, input, ctx.now()));
