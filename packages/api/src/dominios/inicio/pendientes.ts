import { MisPendientesSchema } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { misPendientes } from './servicios/pendientes';

/** `inicio.pendientes`: the staff home's "Mis pendientes" (orders are behind read_pedido, as their dashboard). */
export const pendientes = staffProcedure('read_pedido', { alcanceCliente: true })
  .output(MisPendientesSchema)
  .query(({ ctx }) => misPendientes(ctx.em, ctx.sesion.usuario.id, ctx.sesion.usuario.alcance, ctx.now()));
