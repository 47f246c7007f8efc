import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EstadoEntregaNotificacion,
  MENSAJES_DISPOSITIVOS,
  MENSAJES_NOTIFICACIONES,
  type AlcanceClientes,
} from '@talento/rules';
import { AppError, noEncontrado } from '../../../../nucleo/errors';
import { CONDICION_MERCADERISTA } from './alcance-sql';
import { clientesDelAlcance } from '../../../../nucleo/sql/alcance';

/**
 * Revokes a device of a merchandiser in scope: its token stops working with the very next request (the device
 * API looks the token up in the database on every call, nothing is cached) and its pending notifications are no
 * longer handed out: each delivery still Pendiente becomes Error with the reason, as the history shows it (it would
 * stay Pendiente forever otherwise). The token hash is cleared too, so even a stale row read elsewhere cannot admit it.
 */
export async function revocarDispositivo(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  revocadoPorId: number,
  ahora: Date,
): Promise<void> {
  const clientes = clientesDelAlcance(alcance);
  const [fila] = await em
    .getConnection()
    .execute<{ revocado_at: Date | null }[]>(
      `select d.revocado_at from dispositivo d join usuario u on u.id = d.usuario_id where d.id = ? and ${CONDICION_MERCADERISTA}`,
      [id, clientes, clientes],
    );
  if (!fila) throw noEncontrado();
  if (fila.revocado_at) throw new AppError('CONFLICT', MENSAJES_DISPOSITIVOS.dispositivoRevocado);
  await em.transactional(async (tx) => {
    const revocado = await tx.execute<{ id: number }[]>(
      'update dispositivo set activo = false, revocado_at = ?, revocado_por_id = ?, token_hash = null where id = ? and revocado_at is null returning id',
      [ahora, revocadoPorId, id],
    );
    if (!revocado.length) return;
    await tx.execute(
      'update notificacion_dispositivo set estado = ?, ultimo_error = ? where dispositivo_id = ? and estado = ?',
      [
        EstadoEntregaNotificacion.ERROR,
        MENSAJES_NOTIFICACIONES.entregaRevocada,
        id,
        EstadoEntregaNotificacion.PENDIENTE,
      ],
      'run',
    );
  });
}
