import { z } from 'zod';
import { EntradaCentroCosto } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { actualizarCentroCosto as actualizar } from '../servicios/detalle-centro-costo';

/** `pedidos.actualizarCentroCosto`: inline edit of the cost centre (required unless cancelled). */
export const actualizarCentroCosto = staffProcedure('change_pedido', { alcanceCliente: true })
  .input(EntradaCentroCosto)
  .output(z.object({ id: z.number(), centroCosto: z.string().nullable(), version: z.number() }))
  .mutation(({ ctx, input }) => actualizar(ctx.em, ctx.sesion.usuario, input));
