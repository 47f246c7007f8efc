import { EntradaDefinirFacPedido } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { definirFacPedido } from './servicios/pedido';
import { FacDefinidoDto } from './dto';

/** `fac.definirPedido` (read_pedido_definir_pruebas, spec 01 §6 "Test definition"): sets the order's FAC. */
export const definirPedido = staffProcedure('read_pedido_definir_pruebas', { alcanceCliente: true })
  .input(EntradaDefinirFacPedido)
  .output(FacDefinidoDto)
  .mutation(({ ctx, input }) => definirFacPedido(ctx.em, ctx.sesion.usuario, input, ctx.now()));
