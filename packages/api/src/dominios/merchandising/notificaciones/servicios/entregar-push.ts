import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Dispositivo, EntregaNotificacion, Notificacion } from '@talento/db';
import { EstadoMensajeSaliente, EstadoEntregaNotificacion, MENSAJES_NOTIFICACIONES } from '@talento/rules';
import { z } from 'zod';
import { conFilaPendiente } from '../../../../nucleo/outbox/filas';
import type { RespuestaExterna } from '../../../../nucleo/integraciones/respuesta';
import type { ResultadoEntrega } from '../../../../nucleo/outbox/respuesta';
import { TIPO_PUSH } from './enviar';

/** One push message as the provider's client (apps/server/src/outbox/cliente-push.ts) sends it. */
export interface MensajePush {
  /** The device's registration token. */
  token: string;
  titulo: string;
  texto: string;
  /** Strings only (FCM's data map). */
  datos: Record<string, string>;
}

/**
 * The provider's answer, in the three cases of every external call: accepted (the provider's message id), refused for
 * good (unknown or invalid token, bad request), or to retry (network, 5xx, 429, auth, no access token).
 */
export type RespuestaPush = RespuestaExterna<{ id: string }>;

export type ResultadoPush = ResultadoEntrega | { resultado: 'sinToken' };

export interface OpcionesPush {
  /** After this many failed attempts the row and the delivery are marked Error. */
  intentosMaximos: number;
  enviar: (m: MensajePush) => Promise<RespuestaPush>;
}

const Payload = z.object({ notificacionId: z.number().int(), dispositivoId: z.number().int() });

/**
 * Delivers one push row (written by notificaciones.enviar). The outbox row and the device's delivery are locked for
 * the whole attempt, so two workers never push it twice. Accepted: the delivery is Enviada (enviadaAt), unless the
 * phone already fetched it (Entregada stays). Refused for good or failed `intentosMaximos` times: Error with the
 * provider's text (the phone can still fetch it). A device without a push token is not an error: its delivery stays
 * Pendiente for the phone to fetch, and the row is closed with that reason. A revoked device: the delivery is Error
 * ("Dispositivo revocado…"), since no phone will fetch it.
 */
export function entregarPush(
  orm: MikroORM,
  id: number,
  opciones: OpcionesPush,
  ahora = () => new Date(),
): Promise<ResultadoPush> {
  return conFilaPendiente(orm, id, TIPO_PUSH, async (tx, fila) => {
    const payload = Payload.safeParse(fila.payload);
    const entrega = payload.success
      ? await tx.findOne(
          EntregaNotificacion,
          { notificacion: payload.data.notificacionId, dispositivo: payload.data.dispositivoId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        )
      : null;
    if (!payload.success || !entrega) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError = 'La notificación o el dispositivo ya no existen';
      return { resultado: 'omitido' } as const;
    }
    if (entrega.estado === EstadoEntregaNotificacion.ENTREGADA) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError = 'No se envió: el teléfono ya la había recogido';
      return { resultado: 'omitido' } as const;
    }
    const [dispositivo, notificacion] = await Promise.all([
      tx.findOneOrFail(Dispositivo, { id: payload.data.dispositivoId }),
      tx.findOneOrFail(Notificacion, { id: payload.data.notificacionId }),
    ]);
    if (!dispositivo.activo) {
      // Revoked: the phone will never fetch it either, so the delivery is Error with the reason (never Pendiente forever).
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError = MENSAJES_NOTIFICACIONES.entregaRevocada;
      if (entrega.estado === EstadoEntregaNotificacion.PENDIENTE) {
        entrega.estado = EstadoEntregaNotificacion.ERROR;
        entrega.ultimoError = MENSAJES_NOTIFICACIONES.entregaRevocada;
      }
      return { resultado: 'omitido' } as const;
    }
    if (!dispositivo.token) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError =
        'El dispositivo no tiene token de notificaciones: el teléfono la recoge al consultar';
      return { resultado: 'sinToken' } as const;
    }
    fila.intentos += 1;
    entrega.intentos += 1;
    const r = await opciones.enviar({
      token: dispositivo.token,
      titulo: notificacion.titulo,
      texto: notificacion.texto,
      datos: { notificacionId: String(notificacion.id) },
    });
    if (r.resultado === 'aceptado') {
      fila.estado = EstadoMensajeSaliente.ENVIADO;
      fila.enviadoEn = ahora();
      fila.ultimoError = null;
      entrega.estado = EstadoEntregaNotificacion.ENVIADA;
      entrega.enviadaAt = ahora();
      entrega.ultimoError = null;
      return { resultado: 'enviado' } as const;
    }
    const error = r.resultado === 'rechazado' ? r.mensaje : r.error;
    fila.ultimoError = error.slice(0, 1000);
    entrega.ultimoError = fila.ultimoError;
    if (r.resultado === 'rechazado' || fila.intentos >= opciones.intentosMaximos) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      entrega.estado = EstadoEntregaNotificacion.ERROR;
      return { resultado: 'error', intentos: fila.intentos, error } as const;
    }
    return { resultado: 'reintentar', intentos: fila.intentos, error } as const;
  });
}
