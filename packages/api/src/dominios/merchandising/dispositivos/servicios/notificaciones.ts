import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_DISPOSITIVOS as M } from '@talento/rules';
import { RechazoDispositivo, type DispositivoAutenticado } from './rechazo';

interface Fila {
  id: number;
  titulo: string;
  texto: string;
  created_at: string | Date;
}

/**
 * The device's notifications not yet acknowledged, oldest first. Reading changes nothing: the phone confirms
 * each one it has shown with `marcarRecibida`, so a response lost on a bad connection is simply fetched again.
 */
export async function notificacionesPendientes(em: EntityManager, dispositivo: DispositivoAutenticado) {
  const filas = await em.getConnection().execute<Fila[]>(
    `select n.id, n.titulo, n.texto, n.created_at from notificacion_dispositivo nd join notificacion n on n.id = nd.notificacion_id
      where nd.dispositivo_id = ? and nd.entregada_at is null order by n.created_at, n.id limit 100`,
    [dispositivo.id],
  );
  return {
    notificaciones: filas.map((f) => ({
      id: f.id,
      titulo: f.titulo,
      texto: f.texto,
      enviadaEn: new Date(f.created_at).toISOString(),
    })),
  };
}

/** Acknowledges one notification: estado 2 (Entregada) with the time; acknowledging it again changes nothing. */
export async function marcarRecibida(
  em: EntityManager,
  dispositivo: DispositivoAutenticado,
  notificacionId: number,
  ahora: Date,
): Promise<void> {
  const filas = await em.getConnection().execute<{ notificacion_id: number }[]>(
    `update notificacion_dispositivo set estado = 2, entregada_at = coalesce(entregada_at, ?)
      where notificacion_id = ? and dispositivo_id = ? returning notificacion_id`,
    [ahora, notificacionId, dispositivo.id],
  );
  if (!filas.length) throw new RechazoDispositivo(404, M.notificacionInexistente);
}
