import { FiltrosVigentesSchema, ResultadoDashboardSchema } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { salidaDeLecturaFrecuente } from '../../../nucleo/salida-de-lectura-frecuente';
import { dashboardVigentes } from '../servicios/dashboard';

/** Current orders (stages 1/111, 2, 3, 4) of the user's clients, newest first, filtered (quick filters included). */
export const dashboard = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(FiltrosVigentesSchema.default({}))
  .output(salidaDeLecturaFrecuente(ResultadoDashboardSchema))
  .query(({ ctx, input }) => dashboardVigentes(ctx.em, ctx.sesion.usuario, input, ctx.now()));
