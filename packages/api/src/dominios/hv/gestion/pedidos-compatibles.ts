import { z } from 'zod';
import { campo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { pedidosCompatibles as buscar } from '../servicios/gestion/pedidos';
import { PedidosCompatiblesDto } from './dto';

/**
 * `hojasDeVida.pedidosCompatibles`: current orders (states 2–4, user's clients) the person could join; searchable.
 * Without `candidatoId` (several people at once, the CV searches' bulk "Agregar a pedido"), every such order.
 */
export const pedidosCompatibles = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(z.object({ candidatoId: campo.id().optional(), texto: campo.texto({ max: 100 }).default('') }))
  .output(PedidosCompatiblesDto)
  .query(({ ctx, input }) => buscar(ctx.em, ctx.sesion.usuario, input.candidatoId, input.texto));
