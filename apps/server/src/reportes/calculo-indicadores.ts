import type { MikroORM } from '@mikro-orm/postgresql';
import { calcularIndicadores, type ResumenCalculo } from '@talento/api';
import { ZONA_HORARIA_NEGOCIO } from '@talento/rules';
import { PgBoss } from 'pg-boss';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';

/** pg-boss queue of the operations-indicators job (issue 19): one job per run, scheduled by cron. */
export const COLA_INDICADORES = 'reportes-indicadores';

export interface OpcionesCalculoIndicadores {
  orm: MikroORM;
  databaseUrl: string;
  logger: LoggerOutbox;
  /** Cron expression in America/Bogota (REPORTES_CRON); every minute by default. */
  cron: string;
  /** Today's figures are recomputed when older than this (REPORTES_FRESCURA_MINUTOS). */
  frescuraMinutos?: number;
  sondeoSegundos?: number;
  /** Test seam: the clock each run uses. */
  reloj?: () => Date;
}

export interface CalculoIndicadores {
  /** Queues a run now; null when one is already queued or running (exclusive queue). */
  correrAhora(): Promise<string | null>;
  detener(): Promise<void>;
}

/**
 * Starts the operations-indicators job: a pg-boss cron schedule (the same one from every instance) and a worker
 * running `calcularIndicadores` — today when stale, yesterday once after it ended, and every stale day that a
 * past-dated change or the report asked for. Frequent (every minute) so a report waiting in "calculando" is
 * answered within the screen's 30-second retries; a run with nothing stale does two indexed look-ups. The queue is
 * exclusive (one run at a time across instances); a failed run is retried once and its days are put back.
 */
export async function iniciarCalculoIndicadores(o: OpcionesCalculoIndicadores): Promise<CalculoIndicadores> {
  const reloj = o.reloj ?? (() => new Date());
  const boss = new PgBoss({ connectionString: o.databaseUrl, schema: ESQUEMA_PGBOSS, max: 2, application_name: 'talento-reportes' });
  boss.on('error', (error) => o.logger.error({ err: error }, 'reportes: error de pg-boss'));
  await boss.start();
  try {
    const opcionesCola = { retryLimit: 1, retryDelay: 30, expireInSeconds: 1800 };
    await boss.createQueue(COLA_INDICADORES, { policy: 'exclusive', ...opcionesCola });
    await boss.updateQueue(COLA_INDICADORES, opcionesCola);
    await boss.schedule(COLA_INDICADORES, o.cron, {}, { tz: ZONA_HORARIA_NEGOCIO });
  } catch (error) {
    await boss.stop({ graceful: false });
    throw new Error(`No se pudo programar el cálculo de indicadores (REPORTES_CRON "${o.cron}"): ${(error as Error).message}`, { cause: error });
  }
  await boss.work(COLA_INDICADORES, { pollingIntervalSeconds: o.sondeoSegundos ?? 10, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    let resumen: ResumenCalculo;
    try {
      resumen = await calcularIndicadores(o.orm, reloj(), o.frescuraMinutos === undefined ? {} : { frescuraMinutos: o.frescuraMinutos });
    } catch (error) {
      o.logger.error({ err: error, intento: job.retryCount + 1 }, 'reportes: falló el cálculo de indicadores');
      throw error;
    }
    if (resumen.dias.length) o.logger.info(registroDe(resumen), 'reportes: indicadores calculados');
  });
  o.logger.info({ cron: o.cron, zona: ZONA_HORARIA_NEGOCIO }, 'reportes: cálculo de indicadores programado');
  return {
    correrAhora: () => boss.send(COLA_INDICADORES, {}),
    async detener() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/** What the log keeps of a run: the days and how many rows, no personal data. */
export function registroDe(r: ResumenCalculo) {
  return { ahora: r.ahora.toISOString(), dias: r.dias.length, desde: r.dias[0] ?? null, hasta: r.dias.at(-1) ?? null, filas: r.filas };
}
