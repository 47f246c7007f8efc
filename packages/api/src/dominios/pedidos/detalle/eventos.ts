import { z } from 'zod';
import { EntradaIdPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarEventos } from '../servicios/detalle-eventos';
import { EventoDto } from './dto';

/** `pedidos.eventos`: the action log of an order, newest first. */
export const eventos = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaIdPedido)
  .output(z.array(EventoDto))
  .query(({ ctx, input }) => listarEventos(ctx.em, ctx.sesion.usuario, input.id));
