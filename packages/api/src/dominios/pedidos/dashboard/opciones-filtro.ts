import { z } from 'zod';
import { OpcionesFiltroSchema } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { opcionesFiltro as cargar } from '../servicios/dashboard-indicadores';

/** Options of the dashboard filter selects (branches, order types, creators of orders in scope). */
export const opcionesFiltro = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(z.object({}).optional())
  .output(OpcionesFiltroSchema)
  .query(({ ctx }) => cargar(ctx.em, ctx.sesion.usuario.alcance));
