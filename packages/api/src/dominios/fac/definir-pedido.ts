import { z } from 'zod';
import { EntradaDefinirFacPedido } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { definirFacPedido } from './servicios/pedido';

/** `fac.definirPedido` (read_pedido_definir_pruebas, spec 01 §6 "Test definition"): sets the order's FAC. */
export const definirPedido = staffProcedure('read_pedido_definir_pruebas', { alcanceCliente: true })
  .input(EntradaDefinirFacPedido)
  .output(z.object({ pedidoId: z.number(), version: z.number(), fac: z.object({ id: z.number(), nombre: z.string() }), mensaje: z.string() }))
  .mutation(({ ctx, input }) => definirFacPedido(ctx.em, ctx.sesion.usuario, input, ctx.now()));
