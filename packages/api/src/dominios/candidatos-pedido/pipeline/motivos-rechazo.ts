import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarMotivosRechazo } from '../servicios/catalogos';
import { MotivoRechazoDto } from './dto';

/** `candidatosPedido.motivosRechazo`: active rejection reasons for the discard modal. */
export const motivosRechazo = staffProcedure('read_pedido', { alcanceCliente: false })
  .output(z.array(MotivoRechazoDto))
  .query(({ ctx }) => listarMotivosRechazo(ctx.em));
