/**
 * Sends a notification (spec 03 §2, §5): in ONE transaction the Notificacion, one EntregaNotificacion per device
 * (Pendiente) and one outbox row per device ('push', delivered by the server's push worker). Every device must be
 * eligible now (re-checked here, never trusted from the screen's list); otherwise nothing is written.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Cliente,
  Dispositivo,
  EntregaNotificacion,
  MensajeSaliente,
  Notificacion,
  Region,
  Usuario,
} from '@talento/db';
import {
  MENSAJES_NOTIFICACIONES as M,
  TipoMensajeSaliente,
  type AlcanceClientes,
  EstadoMensajeSaliente,
} from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { dispositivosElegibles, exigirRegionDeCliente } from './elegibles';

/** Outbox rows of push deliveries (entregar-push.ts). */
export const TIPO_PUSH = TipoMensajeSaliente.PUSH;

export interface EnvioNotificacion {
  clienteId: number;
  regionId: number;
  titulo: string;
  texto: string;
  dispositivos: number[];
}

export function enviarNotificacion(
  em: EntityManager,
  usuario: { id: number; alcance: AlcanceClientes },
  e: EnvioNotificacion,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    await exigirRegionDeCliente(tx, usuario.alcance, e.clienteId, e.regionId);
    const elegibles = await dispositivosElegibles(tx, e.clienteId, e.regionId, ahora, e.dispositivos);
    if (elegibles.length !== e.dispositivos.length)
      throw new AppError('BAD_REQUEST', M.dispositivoNoElegible);
    const notificacion = tx.create(Notificacion, {
      cliente: tx.getReference(Cliente, e.clienteId),
      region: tx.getReference(Region, e.regionId),
      titulo: e.titulo,
      texto: e.texto,
      enviadaPor: tx.getReference(Usuario, usuario.id),
      createdAt: ahora,
    });
    await tx.flush();
    for (const d of elegibles) {
      tx.create(EntregaNotificacion, {
        notificacion,
        dispositivo: tx.getReference(Dispositivo, d.id),
        estado: EstadoMensajeSaliente.PENDIENTE,
        intentos: 0,
      });
      tx.create(MensajeSaliente, {
        tipo: TIPO_PUSH,
        destino: d.deviceId.slice(0, 500),
        payload: { notificacionId: notificacion.id, dispositivoId: d.id },
        estado: 0,
        intentos: 0,
        referencia: `notificacion:${notificacion.id}`,
      });
    }
    await tx.flush();
    return { id: notificacion.id, dispositivos: elegibles.length, mensaje: M.enviada };
  });
}
