import { EntradaDefinirPruebas } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { definirPruebas } from '../servicios/pruebas/definir';
import { DefinicionPruebasDto } from './dto';

/** `pedidos.definirPruebas` (read_pedido_definir_pruebas, spec 01 §6 "Test definition"): adds tests to an order. */
export const definirPruebasPedido = staffProcedure('read_pedido_definir_pruebas', { alcanceCliente: true })
  .input(EntradaDefinirPruebas)
  .output(DefinicionPruebasDto)
  .mutation(({ ctx, input }) => definirPruebas(ctx.em, ctx.sesion.usuario, input));
