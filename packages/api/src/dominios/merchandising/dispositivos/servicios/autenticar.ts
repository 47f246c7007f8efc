import type { EntityManager } from '@mikro-orm/postgresql';
import type { DispositivoAutenticado } from './rechazo';
import { sha256 } from './secretos';

/**
 * The device a bearer token belongs to, or null. Looked up in the database on every request (by the unique
 * index on token_hash; nothing cached), so a revocation or a re-enrolment refuses the old token at once; a
 * deactivated merchandiser's devices are refused too. The same statement records the contact time.
 */
export async function autenticarDispositivo(
  em: EntityManager,
  token: string,
  ahora: Date,
): Promise<DispositivoAutenticado | null> {
  if (!token || token.length > 200) return null;
  const [fila] = await em.getConnection().execute<{ id: number; usuario_id: number }[]>(
    `update dispositivo d set ultimo_contacto_at = ?
       from usuario u
      where d.token_hash = ? and d.activo and d.revocado_at is null and u.id = d.usuario_id and u.activo
      returning d.id, d.usuario_id`,
    [ahora, sha256(token)],
  );
  return fila ? { id: fila.id, usuarioId: fila.usuario_id } : null;
}
