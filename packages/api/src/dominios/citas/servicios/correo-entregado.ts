import type { EntityManager } from '@mikro-orm/postgresql';
import { REFERENCIA_CORREO_CITA } from './invitacion';

/**
 * Called by the outbox worker in the transaction that marks an e-mail Enviado: an appointment invitation
 * (reference `cita:<id>`) sets that appointment's correo_enviado, so the flag means the SMTP server accepted it.
 */
export async function alEntregarCorreo(
  tx: EntityManager,
  referencia: string | null | undefined,
): Promise<void> {
  if (!referencia?.startsWith(REFERENCIA_CORREO_CITA)) return;
  const id = Number(referencia.slice(REFERENCIA_CORREO_CITA.length));
  if (!Number.isSafeInteger(id) || id <= 0) return;
  await tx.execute('update cita set correo_enviado = true where id = ?', [id]);
}
