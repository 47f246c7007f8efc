import { z } from 'zod';
import { Id } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { destinosStock as leer } from '../servicios/gestion/stock';
import { DestinosStockDto } from './dto';

/** `hojasDeVida.destinosStock`: active stock categories and the stock orders of the user's clients (for a person: compatible ones). */
export const destinosStock = staffProcedure('add_candidatocategoriastock', { alcanceCliente: true })
  .input(z.object({ candidatoId: Id.optional() }).optional())
  .output(DestinosStockDto)
  .query(({ ctx, input }) => leer(ctx.em, ctx.sesion.usuario, input?.candidatoId));
