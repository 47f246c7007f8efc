import { FiltrosUbicacionSchema, ResumenIndicadoresSchema } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { resumenIndicadores as calcular } from '../servicios/dashboard-indicadores';

/** Summary table: per stage of the current orders, orders, vacancies, fulfilled and vencidos. */
export const resumenIndicadores = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(FiltrosUbicacionSchema.default({}))
  .output(ResumenIndicadoresSchema)
  .query(({ ctx, input }) => calcular(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now()));
