import { EntradaMarcarPruebaProgramada } from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { marcarPruebaProgramada } from '../servicios/pruebas/marcar-programada';

/**
 * `pedidos.marcarPruebaProgramada` (read_pedido_definir_pruebas, the same flag as `invitarPruebas`): ticks or
 * unticks one test of one scheduled candidate; a presented test is refused.
 */
export const marcarPruebaProgramadaPedido = staffProcedure('read_pedido_definir_pruebas', {
  alcanceCliente: true,
})
  .input(EntradaMarcarPruebaProgramada)
  .output(z.object({ id: z.number(), prueba: z.string(), estado: z.number() }))
  .mutation(({ ctx, input }) => marcarPruebaProgramada(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now()));
