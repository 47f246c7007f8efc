import { EntradaPruebasHv } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarPruebas } from '../servicios/resumen/pruebas';
import { PruebasHvDto } from './dto';

/**
 * `hojasDeVida.pruebasDigitales`: latest digital-test ratings (5 per page) with the weighted global score
 * and, with `pedidoId`, the tests that order requires, read inside the user's client scope: ratings of
 * another client's order are never listed, and an order outside the scope answers like an unknown one.
 */
export const pruebasDigitales = staffProcedure('read_hojadevida', { alcanceCliente: true })
  .input(EntradaPruebasHv)
  .output(PruebasHvDto)
  .query(({ ctx, input }) => listarPruebas(ctx.em, input, ctx.now(), ctx.sesion.usuario.alcance));
