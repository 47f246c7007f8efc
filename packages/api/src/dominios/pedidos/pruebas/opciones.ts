import { EntradaOpcionesPruebas } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { opcionesPruebas } from '../servicios/pruebas/opciones';
import { OpcionesPruebasDto } from './dto';

/** `pedidos.opcionesPruebas` (read_pedido_definir_pruebas): what the tests modal offers for an order in scope. */
export const opcionesPruebasPedido = staffProcedure('read_pedido_definir_pruebas', { alcanceCliente: true })
  .input(EntradaOpcionesPruebas)
  .output(OpcionesPruebasDto)
  .query(({ ctx, input }) => opcionesPruebas(ctx.em, ctx.sesion.usuario.alcance, input.pedidoId));
