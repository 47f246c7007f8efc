import pg from 'pg';
import { cacheSesiones } from '@talento/api';
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
  const pausaMaximaMs = opciones.pausaMaximaMs ?? 5000;
  let cerrando = false;
  let cliente: pg.Client | null = null;
  let intento = 0;
  let temporizador: NodeJS.Timeout | undefined;

  const perdida = (c: pg.Client, motivo: string) => {
    if (c !== cliente) return;
    cliente = null;
    cacheSesiones.desactivar();
    c.end().catch(() => undefined);
    if (cerrando) return;
    logger.warn({ motivo }, 'escucha de sesiones perdida: caché de sesiones apagada; se reconecta');
    programar();
  };

  const conectar = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    c.on('notification', () => cacheSesiones.vaciar());
    c.on('error', (err) => perdida(c, err.message));
    c.on('end', () => perdida(c, 'conexión cerrada'));
    try {
      await c.connect();
      await c.query(`listen ${CANAL_SESIONES}`);
    } catch (error) {
      await c.end().catch(() => undefined);
      throw error;
    }
    if (cerrando) {
      await c.end().catch(() => undefined);
      return;
    }
    cliente = c;
    intento = 0;
    cacheSesiones.activar(); // empties it too
  };

  const programar = () => {
    intento++;
    temporizador = setTimeout(() => {
      conectar().catch((error: unknown) => {
        if (cerrando) return;
        logger.warn({ motivo: (error as Error).message, intento }, 'escucha de sesiones: no se pudo reconectar; se reintenta');
        programar();
      });
    }, Math.min(pausaMaximaMs, 250 * 2 ** (intento - 1)));
    temporizador.unref();
  };

  await conectar();
  return {
    escuchando: () => cliente !== null,
    async cerrar() {
      cerrando = true;
      clearTimeout(temporizador);
      cacheSesiones.desactivar();
      await cliente?.end().catch(() => undefined);
    },
  };
}
