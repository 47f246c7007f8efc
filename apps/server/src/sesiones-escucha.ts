import { cacheSesiones } from '@talento/api';
import { escucharCanal } from './escucha-canal';
import type { Logger } from './logger';

/** PostgreSQL channel the migration's triggers notify on every change to sessions, users and their rights. */
export const CANAL_SESIONES = 'talento_sesiones';

export interface EscuchaSesiones {
  /** True while the LISTEN connection is up (and so the session cache is on). */
  escuchando(): boolean;
  cerrar(): Promise<void>;
}

export interface OpcionesEscucha {
  /** Longest pause between reconnection attempts (they start at 250 ms and double). */
  pausaMaximaMs?: number;
}

/**
 * Listens to `talento_sesiones` on a dedicated connection and turns the session cache on while it
 * listens: each notification empties the cache; if the connection fails the cache is turned off
 * (every request asks PostgreSQL again), never left stale. A lost connection (PostgreSQL restarted,
 * network cut) is opened again with a growing pause; the cache comes back on, empty, once it listens
 * again, since notifications sent meanwhile were missed.
 */
export async function escucharSesiones(
  databaseUrl: string,
  logger: Pick<Logger, 'warn'>,
  opciones: OpcionesEscucha = {},
): Promise<EscuchaSesiones> {
  return escucharCanal(databaseUrl, CANAL_SESIONES, {
    alNotificar: () => cacheSesiones.vaciar(),
    alEscuchar: () => cacheSesiones.activar(), // empties it too
    alPerder: () => cacheSesiones.desactivar(),
    avisar: (motivo, contexto, intento) =>
      contexto === 'perdida'
        ? logger.warn({ motivo }, 'escucha de sesiones perdida: caché de sesiones apagada; se reconecta')
        : logger.warn({ motivo, intento }, 'escucha de sesiones: no se pudo reconectar; se reintenta'),
    pausaMaximaMs: opciones.pausaMaximaMs,
  });
}
