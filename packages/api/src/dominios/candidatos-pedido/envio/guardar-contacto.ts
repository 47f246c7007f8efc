import { EntradaGuardarContacto, MENSAJES_ENVIO } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { guardarContacto as guardar } from '../servicios/contactos';
import { GuardarContactoDto } from './dto';

/** `candidatosPedido.guardarContacto`: creates or edits a contact of the order's client. */
export const guardarContacto = staffProcedure('enviar_candidato_a_cliente', { alcanceCliente: true })
  .input(EntradaGuardarContacto)
  .output(GuardarContactoDto)
  .mutation(async ({ ctx, input }) => ({
    contacto: await guardar(ctx.em, ctx.sesion.usuario, input),
    mensaje: MENSAJES_ENVIO.contactoGuardado,
  }));
