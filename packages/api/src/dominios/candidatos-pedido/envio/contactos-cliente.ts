import { z } from 'zod';
import { Id } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { contactosDelPedido } from '../servicios/contactos-pedido';
import { ContactoDto } from './dto';

/**
 * `candidatosPedido.contactosCliente`: the contacts of the order's client, by name. The send-to-client modal
 * loads them on their own call, so a failure says "No fue posible traer contactos del cliente." (spec 01 §8).
 */
export const contactosCliente = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(z.object({ pedidoId: Id }))
  .output(z.array(ContactoDto))
  .query(({ ctx, input }) => contactosDelPedido(ctx.em, ctx.sesion.usuario, input.pedidoId));
