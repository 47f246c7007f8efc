import { IndicadoresSemanalesInputSchema, IndicadoresSemanalesSchema } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { indicadoresSemanales as calcular } from '../servicios/dashboard-indicadores';

/** Weekly indicators chart: six series over Monday–Friday of the week containing `semana` (default today). */
export const indicadoresSemanales = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(IndicadoresSemanalesInputSchema.default({}))
  .output(IndicadoresSemanalesSchema)
  .query(({ ctx, input }) => calcular(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now()));
