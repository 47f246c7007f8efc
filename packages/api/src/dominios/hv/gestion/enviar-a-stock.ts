import { EntradaEnviarAStock } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { enviarAStock as enviar } from '../servicios/gestion/stock';
import { EnvioStockDto } from './dto';

/** `hojasDeVida.enviarAStock`: to a stock category for a city, or to a stock order in scope. */
export const enviarAStock = staffProcedure('add_candidatocategoriastock', { alcanceCliente: true })
  .input(EntradaEnviarAStock)
  .output(EnvioStockDto)
  .mutation(({ ctx, input }) => enviar(ctx.em, ctx.sesion.usuario, input, ctx.now()));
