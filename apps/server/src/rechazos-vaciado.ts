import type { MikroORM } from '@mikro-orm/postgresql';
import { rechazosAnonimos } from '@talento/api';
import type { Logger } from './logger';

/** How often the refused-anonymous counts kept in memory are written to `rechazo_anonimo`. */
const INTERVALO_MS = 10_000;

/**
 * Writes the per-address, per-minute counts of refused anonymous calls every few seconds, and once more when the
 * server stops. A failed write (database down) keeps the counts for the next turn.
 */
export function iniciarVaciadoRechazos(orm: MikroORM, logger: Logger): { detener(): Promise<void> } {
  const vaciar = () =>
    rechazosAnonimos.vaciar(orm.em.fork()).catch((error: unknown) => {
      logger.warn({ err: error }, 'rechazos anónimos: no se pudieron guardar; se reintenta');
      return 0;
    });
  const temporizador = setInterval(() => void vaciar(), INTERVALO_MS);
  temporizador.unref();
  return {
    async detener() {
      clearInterval(temporizador);
      await vaciar();
    },
  };
}
