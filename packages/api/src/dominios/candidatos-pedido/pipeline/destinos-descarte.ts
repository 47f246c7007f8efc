import { z } from 'zod';
import { EntradaPedidoCandidatos, Id } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarDestinosDescarte } from '../servicios/catalogos';
import { DestinosDescarteDto } from './dto';

/** `candidatosPedido.destinosDescarte`: stock categories and compatible orders in scope for the discard modal. */
export const destinosDescarte = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaPedidoCandidatos.extend({ candidatoPedidoIds: z.array(Id).max(100).optional() }))
  .output(DestinosDescarteDto)
  .query(({ ctx, input }) =>
    listarDestinosDescarte(ctx.em, ctx.sesion.usuario, input.pedidoId, input.candidatoPedidoIds),
  );
