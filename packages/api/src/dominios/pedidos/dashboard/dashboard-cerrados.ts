import { FiltrosCerradosSchema, ResultadoDashboardSchema } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { dashboardCerrados } from '../servicios/dashboard';

/** Cancelled and finished orders of the user's clients closed in the range (default the last 35 days). */
export const dashboardCerradosProc = staffProcedure('read_pedido_cancelado_terminado', {
  alcanceCliente: true,
})
  .input(FiltrosCerradosSchema.default({}))
  .output(ResultadoDashboardSchema)
  .query(({ ctx, input }) => dashboardCerrados(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now()));
