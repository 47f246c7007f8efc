import { EntradaPendientesConPuntajeSchema, ResultadoPendientesConPuntajeSchema } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarPendientesConPuntaje } from '../../stock';

/** `pedidos.pendientesConPuntaje`: current orders of the caller's clients ranked by compatibility with one person (spec 02 §7). */
export const pendientesConPuntaje = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaPendientesConPuntajeSchema)
  .output(ResultadoPendientesConPuntajeSchema)
  .query(({ ctx, input }) => listarPendientesConPuntaje(ctx.em, ctx.sesion.usuario, input, ctx.now()));
