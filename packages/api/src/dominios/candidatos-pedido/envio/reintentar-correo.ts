import { EntradaReintentarCorreo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { reintentarCorreo as reintentar } from '../servicios/reintentar-correo';
import { ReintentarCorreoDto } from './dto';

/** `candidatosPedido.reintentarCorreo`: an order's outgoing call (any kind) marked Error goes back to Pendiente (whoever sees the panel may retry it). */
export const reintentarCorreo = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaReintentarCorreo)
  .output(ReintentarCorreoDto)
  .mutation(({ ctx, input }) => reintentar(ctx.em, ctx.sesion.usuario, input));
