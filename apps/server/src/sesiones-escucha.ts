import pg from 'pg';
import { cacheSesiones } from '@talento/api';
import type { Logger } from './logger';

/** PostgreSQL channel the migration's triggers notify on every change to sessions, users and their rights. */
export const CANAL_SESIONES = 'talento_sesiones';

export interface EscuchaSesiones {
  cerrar(): Promise<void>;
}

/**
 * Listens to `talento_sesiones` on a dedicated connection and turns the session cache on while it
 * listens: each notification empties the cache; if the connection fails the cache is turned off
 * (every request asks PostgreSQL again), never left stale.
 */
export async function escucharSesiones(databaseUrl: string, logger: Pick<Logger, 'warn'>): Promise<EscuchaSesiones> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  let cerrando = false;
  const apagar = (motivo: string) => {
    cacheSesiones.desactivar();
    if (!cerrando) logger.warn({ motivo }, 'escucha de sesiones detenida: caché de sesiones apagada');
  };
  cliente.on('notification', () => cacheSesiones.vaciar());
  cliente.on('error', (err) => apagar(err.message));
  cliente.on('end', () => apagar('conexión cerrada'));
  await cliente.connect();
  await cliente.query(`listen ${CANAL_SESIONES}`);
  cacheSesiones.activar();
  return {
    async cerrar() {
      cerrando = true;
      cacheSesiones.desactivar();
      await cliente.end().catch(() => undefined);
    },
  };
}
