import { z } from 'zod';
import { EntradaIdPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarComentarios } from '../servicios/detalle-comentarios';
import { ComentarioDto } from './dto';

/** `pedidos.comentarios`: comments of an order, newest first. */
export const comentarios = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaIdPedido)
  .output(z.array(ComentarioDto))
  .query(({ ctx, input }) => listarComentarios(ctx.em, ctx.sesion.usuario, input.id));
