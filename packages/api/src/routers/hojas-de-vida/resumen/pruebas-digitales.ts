import { EntradaPruebasHv } from '@talento/rules';
import { staffProcedure } from '../../../procedures';
import { listarPruebas } from '../../../services/hojas-de-vida/resumen/pruebas';
import { PruebasHvDto } from './dto';

/**
 * `hojasDeVida.pruebasDigitales`: latest digital-test ratings (5 per page) with the weighted global score
 * and, with `pedidoId`, the tests that order requires, read inside the user's client scope (an order
 * outside it answers null there, never its flags).
 */
export const pruebasDigitales = staffProcedure('read_hojadevida', { alcanceCliente: true })
  .input(EntradaPruebasHv)
  .output(PruebasHvDto)
  .query(({ ctx, input }) => listarPruebas(ctx.em, input, ctx.now(), ctx.sesion.usuario.alcance));
