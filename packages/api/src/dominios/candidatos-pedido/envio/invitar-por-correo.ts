import { EntradaInvitarCorreo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { invitarPorCorreo as invitar } from '../servicios/envio-invitar';
import { InvitarPorCorreoDto } from './dto';

/** `candidatosPedido.invitarPorCorreo`: one invitation e-mail per address (';'-separated); tests go through `pedidos.invitarPruebas`. */
export const invitarPorCorreo = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaInvitarCorreo)
  .output(InvitarPorCorreoDto)
  .mutation(({ ctx, input }) => invitar(ctx.em, ctx.sesion.usuario, input));
