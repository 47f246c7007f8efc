/** History of sent notifications (clients in the user's scope, in the query), newest first, with each device's delivery. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntregaNotificacion, Notificacion } from '@talento/db';
import {
  TAMANO_PAGINA_NOTIFICACIONES,
  type AlcanceClientes,
  type FiltrosHistorialNotificaciones,
} from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';

export async function historialNotificaciones(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: FiltrosHistorialNotificaciones,
) {
  const [notificaciones, total] = await em.findAndCount(
    Notificacion,
    { $and: [filtroCliente(alcance), f.clienteId ? { cliente: f.clienteId } : {}] },
    {
      populate: ['cliente', 'region', 'enviadaPor'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: TAMANO_PAGINA_NOTIFICACIONES,
      offset: (f.pagina - 1) * TAMANO_PAGINA_NOTIFICACIONES,
    },
  );
  const entregas = notificaciones.length
    ? await em.find(
        EntregaNotificacion,
        { notificacion: { $in: notificaciones.map((n) => n.id) } },
        { populate: ['dispositivo', 'dispositivo.usuario'], orderBy: { dispositivo: { deviceId: 'asc' } } },
      )
    : [];
  return {
    total,
    pagina: f.pagina,
    paginas: Math.max(1, Math.ceil(total / TAMANO_PAGINA_NOTIFICACIONES)),
    filas: notificaciones.map((n) => ({
      id: n.id,
      fecha: n.createdAt,
      cliente: n.cliente.nombre,
      region: n.region?.nombre ?? null,
      titulo: n.titulo,
      texto: n.texto,
      enviadaPor: `${n.enviadaPor.firstName} ${n.enviadaPor.lastName}`.trim() || n.enviadaPor.username,
      entregas: entregas
        .filter((e) => e.notificacion.id === n.id)
        .map((e) => ({
          dispositivoId: e.dispositivo.id,
          deviceId: e.dispositivo.deviceId,
          username: e.dispositivo.usuario.username,
          estado: e.estado,
          enviadaAt: e.enviadaAt ?? null,
          entregadaAt: e.entregadaAt ?? null,
          ultimoError: e.ultimoError ?? null,
        })),
    })),
  };
}
