import { z } from 'zod';
import { staffProcedure } from '../../../procedures';
import { destinosStock as leer } from '../../../services/hojas-de-vida/gestion/stock';
import { DestinosStockDto } from './dto';

/** `hojasDeVida.destinosStock`: active stock categories and the stock orders of the user's clients. */
export const destinosStock = staffProcedure('add_candidatocategoriastock', { alcanceCliente: true })
  .input(z.object({}).optional())
  .output(DestinosStockDto)
  .query(({ ctx }) => leer(ctx.em, ctx.sesion.usuario));
