import { z } from 'zod';
import { Id } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { estadoCorreos as consultar } from '../servicios/envio-estado-correos';
import { EstadoCorreosDto } from './dto';

/** `candidatosPedido.estadoCorreos`: the order's outgoing calls (e-mail, ERP, test platform) with their delivery status. */
export const estadoCorreos = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(z.object({ pedidoId: Id }))
  .output(EstadoCorreosDto)
  .query(({ ctx, input }) => consultar(ctx.em, ctx.sesion.usuario, input.pedidoId));
