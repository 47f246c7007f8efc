import { EntradaMarcarPruebaProgramada } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { marcarPruebaProgramada } from '../servicios/pruebas/marcar-programada';
import { PruebaProgramadaMarcadaDto } from './dto';

/**
 * `pedidos.marcarPruebaProgramada` (read_pedido_definir_pruebas, the same flag as `invitarPruebas`): ticks or
 * unticks one test of one scheduled candidate; a presented test is refused.
 */
export const marcarPruebaProgramadaPedido = staffProcedure('read_pedido_definir_pruebas', {
  alcanceCliente: true,
})
  .input(EntradaMarcarPruebaProgramada)
  .output(PruebaProgramadaMarcadaDto)
  .mutation(({ ctx, input }) => marcarPruebaProgramada(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now()));
