import type { EntityManager } from '@mikro-orm/postgresql';
import type { Usuario } from '@talento/db';
import { formatoFechaHora } from '@talento/rules';
import { encolarCorreo } from '../../../../nucleo/outbox/encolar';
import { urlPublica } from '../../../../nucleo/outbox/remitente';
import { crearEnlace, RUTA_ENLACE, type PropositoEnlace } from '../../../../nucleo/sesion/enlaces';

/**
 * A new password link for the user and its e-mail in the outbox, in the caller's transaction (nothing is sent if the
 * change rolls back). The administrator never sees the link nor a password: only the person's inbox gets it.
 */
export async function enviarEnlaceContrasena(
  tx: EntityManager,
  usuario: Usuario,
  proposito: Extract<PropositoEnlace, 'invitacion' | 'restablecer'>,
  creadoPor: number,
  ahora: Date,
): Promise<void> {
  const { token, expiraEn } = await crearEnlace(tx, { usuarioId: usuario.id, proposito, creadoPor, ahora });
  const enlace = `${urlPublica()}${RUTA_ENLACE[proposito]}/${token}`;
  const nombre = usuario.firstName || usuario.username;
  const portal = usuario.esStaffCliente ? 'el portal de clientes de Talento' : 'Talento';
  const motivo =
    proposito === 'invitacion'
      ? `Se creó su usuario ${usuario.username} en ${portal}.`
      : `Se pidió una contraseña nueva para su usuario ${usuario.username} en ${portal}.`;
  encolarCorreo(tx, {
    para: [usuario.email],
    asunto:
      proposito === 'invitacion'
        ? 'Bienvenido a Talento: defina su contraseña'
        : 'Defina su nueva contraseña',
    texto:
      `Hola ${nombre}:\n\n${motivo} Para definir su contraseña abra este enlace personal ` +
      `(válido hasta ${formatoFechaHora(expiraEn)}, una sola vez):\n\n${enlace}\n\n` +
      'Si no esperaba este correo, ignórelo: nadie puede ingresar con su usuario sin este enlace.',
    referencia: `usuario:${usuario.id}`,
  });
}
