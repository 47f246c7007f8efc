import { z } from 'zod';
import { Id } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { requisitosEnvio as consultar } from '../servicios/envio-requisitos';
import { RequisitosEnvioDto } from './dto';

/** `candidatosPedido.requisitosEnvio`: visible requirement types, the order's choice and the client's contacts. */
export const requisitosEnvio = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(z.object({ pedidoId: Id }))
  .output(RequisitosEnvioDto)
  .query(({ ctx, input }) => consultar(ctx.em, ctx.sesion.usuario, input.pedidoId));
