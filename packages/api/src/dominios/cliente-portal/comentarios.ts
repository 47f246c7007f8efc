import { z } from 'zod';
import { EntradaComentariosCliente } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { listarComentariosCliente } from './servicios/comentarios';
import { ComentarioClienteDto } from './dto';

/** `clientePortal.comentarios`: only the comments visible to the client (visibilidad 0), newest first. */
export const comentarios = clienteProcedure()
  .input(EntradaComentariosCliente)
  .output(z.array(ComentarioClienteDto))
  .query(({ ctx, input }) => listarComentariosCliente(ctx.em, ctx.sesion.usuario, input.pedidoId));
