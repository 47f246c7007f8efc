import type { MikroORM } from '@mikro-orm/postgresql';
import { aplicarLote, lotesPendientes } from '@talento/api';
import { PgBoss } from 'pg-boss';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';

/** pg-boss queue of import commits (issue 36): one job per batch. */
export const COLA_IMPORTACION = 'importacion';

export interface OpcionesImportacion {
  orm: MikroORM;
  databaseUrl: string;
  logger: LoggerOutbox;
  /** How often the main process looks for confirmed batches (IMPORTACION_SONDEO_MS). */
  sondeoMs: number;
}

export interface TrabajoImportacion {
  detener(): Promise<void>;
}

/**
 * Starts the import worker: every `sondeoMs` the confirmed batches (and those a stopped server left half applied)
 * become a job of the `stately` queue keyed by batch (one queued and one running per batch); the job applies the
 * batch's remaining rows with `aplicarLote`. pg-boss's heartbeat lets a job of a dead process be retried within a
 * minute; the rows already applied are not applied again.
 */
export async function iniciarImportacion(o: OpcionesImportacion): Promise<TrabajoImportacion> {
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: ESQUEMA_PGBOSS,
    max: 2,
    application_name: 'talento-importacion',
  });
  boss.on('error', (error) => o.logger.error({ err: error }, 'importación: error de pg-boss'));
  await boss.start();
  const opcionesCola = { retryLimit: 5, retryDelay: 5, heartbeatSeconds: 30, expireInSeconds: 24 * 3600 };
  await boss.createQueue(COLA_IMPORTACION, { policy: 'stately', ...opcionesCola });
  await boss.work<{ loteId: number }>(
    COLA_IMPORTACION,
    { pollingIntervalSeconds: Math.max(0.5, o.sondeoMs / 1000), batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      const { loteId } = job.data;
      const fin = await aplicarLote(o.orm.em.fork(), loteId, () => new Date());
      if (fin !== 'ocupado') o.logger.info({ lote: loteId, fin }, 'importación: lote aplicado');
    },
  );
  let enviando = false;
  const bombeo = setInterval(() => {
    if (enviando) return;
    enviando = true;
    void lotesPendientes(o.orm.em.fork())
      .then(async (ids) => {
        for (const loteId of ids)
          await boss.send(COLA_IMPORTACION, { loteId }, { singletonKey: String(loteId) });
      })
      .catch((error: unknown) => o.logger.error({ err: error }, 'importación: no se pudo encolar'))
      .finally(() => {
        enviando = false;
      });
  }, o.sondeoMs);
  return {
    async detener() {
      clearInterval(bombeo);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
