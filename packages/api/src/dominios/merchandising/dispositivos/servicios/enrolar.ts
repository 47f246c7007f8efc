import type { EntityManager } from '@mikro-orm/postgresql';
import {
  decidirEnrolamiento,
  estadoCodigo,
  MENSAJES_DISPOSITIVOS as M,
  type SolicitudEnrolamiento,
} from '@talento/rules';
import { RechazoDispositivo } from './rechazo';
import { nuevoToken, sha256 } from './secretos';

interface FilaCodigo {
  id: number;
  usuario_id: number;
  expira_at: string | Date;
  usado_at: string | Date | null;
  usuario_activo: boolean;
}

/**
 * Exchanges a one-time code for a device token, in one transaction: the code row is locked (two phones racing
 * with the same code: one wins, the other finds it used), the device is created or its token replaced (same
 * merchandiser, or a revoked phone handed to another one), the code is marked used. Only the token's SHA-256 is
 * stored; the token is returned this once.
 */
export async function enrolarDispositivo(
  em: EntityManager,
  solicitud: SolicitudEnrolamiento,
  ahora: Date,
): Promise<{ token: string; dispositivoId: number }> {
  return em.transactional(async (tx) => {
    const [codigo] = await tx.execute<FilaCodigo[]>(
      `select c.id, c.usuario_id, c.expira_at, c.usado_at, u.activo as usuario_activo
         from codigo_enrolamiento c join usuario u on u.id = c.usuario_id where c.codigo_hash = ? for update of c`,
      [sha256(solicitud.codigo)],
    );
    // Unknown, used, expired or of an inactive user: one answer, so it does not say which codes exist.
    const estado =
      codigo &&
      estadoCodigo(
        { expiraAt: new Date(codigo.expira_at), usadoAt: codigo.usado_at ? new Date(codigo.usado_at) : null },
        ahora,
      );
    if (!codigo || !codigo.usuario_activo || estado === 'usado' || estado === 'vencido')
      throw new RechazoDispositivo(401, M.codigoRechazado);

    const [existente] = await tx.execute<
      { id: number; usuario_id: number; activo: boolean; revocado_at: string | null }[]
    >('select id, usuario_id, activo, revocado_at from dispositivo where device_id = ? for update', [
      solicitud.deviceId,
    ]);
    const decision = decidirEnrolamiento(
      existente
        ? {
            usuarioId: existente.usuario_id,
            activo: existente.activo,
            revocadoAt: existente.revocado_at ? new Date(existente.revocado_at) : null,
          }
        : null,
      codigo.usuario_id,
    );
    if (decision === 'otroUsuario') throw new RechazoDispositivo(409, M.dispositivoDeOtroUsuario);

    const token = nuevoToken();
    const valores = [
      codigo.usuario_id,
      solicitud.nombre ?? null,
      solicitud.tokenPush ?? null,
      sha256(token),
      ahora,
    ];
    const [dispositivo] =
      decision === 'nuevo'
        ? await tx.execute<{ id: number }[]>(
            `insert into dispositivo (usuario_id, nombre, token, token_hash, enrolado_at, device_id, activo, created_at)
             values (?, ?, ?, ?, ?, ?, true, now()) returning id`,
            [...valores, solicitud.deviceId],
          )
        : await tx.execute<{ id: number }[]>(
            `update dispositivo set usuario_id = ?, nombre = coalesce(?, nombre), token = coalesce(?, token), token_hash = ?, enrolado_at = ?,
                    activo = true, revocado_at = null, revocado_por_id = null
              where id = ? returning id`,
            [...valores, existente!.id],
          );
    await tx.execute(
      'update codigo_enrolamiento set usado_at = ?, dispositivo_id = ? where id = ?',
      [ahora, dispositivo!.id, codigo.id],
      'run',
    );
    return { token, dispositivoId: dispositivo!.id };
  });
}
