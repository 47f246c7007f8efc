import type { MikroORM } from '@mikro-orm/postgresql';
import { aplicarRetencion, type ResumenRetencion } from '@talento/api';
import { ZONA_HORARIA_NEGOCIO } from '@talento/rules';
import { PgBoss } from 'pg-boss';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';

/** pg-boss queue of the monthly retention run of personal data (issue 38 point 5). */
export const COLA_RETENCION_DATOS = 'datos-personales-retencion';

export interface OpcionesRetencionDatos {
  orm: MikroORM;
  /** Connection string of the application database (pg-boss keeps its tables in schema `pgboss`). */
  databaseUrl: string;
  logger: LoggerOutbox;
  /** Cron expression, evaluated in America/Bogota (RETENCION_DATOS_CRON). */
  cron: string;
  /** How often the worker polls (besides LISTEN/NOTIFY wake-ups). */
  sondeoSegundos?: number;
  /** Test seam: the clock each run uses. */
  reloj?: () => Date;
}

export interface RetencionDatos {
  /** Queues a run now; null when one is already queued or running (exclusive queue). */
  correrAhora(): Promise<string | null>;
  detener(): Promise<void>;
}

/**
 * Starts the monthly retention job: the cron schedule stored in pg-boss (`missed: 'once'`), and a worker that runs
 * `aplicarRetencion` (which does nothing while the policy is off). Exclusive queue: one run at a time across
 * instances; the run is idempotent, a failed one is retried once.
 */
export async function iniciarRetencionDatos(o: OpcionesRetencionDatos): Promise<RetencionDatos> {
  const reloj = o.reloj ?? (() => new Date());
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: ESQUEMA_PGBOSS,
    max: 2,
    application_name: 'talento-retencion',
  });
  boss.on('error', (error) => o.logger.error({ err: error }, 'retención: error de pg-boss'));
  await boss.start();
  try {
    const opcionesCola = { retryLimit: 1, retryDelay: 300, expireInSeconds: 6 * 3600 };
    await boss.createQueue(COLA_RETENCION_DATOS, { policy: 'exclusive', ...opcionesCola });
    await boss.updateQueue(COLA_RETENCION_DATOS, opcionesCola);
    await boss.schedule(COLA_RETENCION_DATOS, o.cron, {}, { tz: ZONA_HORARIA_NEGOCIO, missed: 'once' });
  } catch (error) {
    await boss.stop({ graceful: false });
    throw new Error(
      `No se pudo programar la retención de datos personales (RETENCION_DATOS_CRON "${o.cron}"): ${(error as Error).message}`,
      { cause: error },
    );
  }
  await boss.work(
    COLA_RETENCION_DATOS,
    { pollingIntervalSeconds: o.sondeoSegundos ?? 60, batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      let resumen: ResumenRetencion;
      try {
        resumen = await aplicarRetencion(o.orm.em.fork(), reloj());
      } catch (error) {
        o.logger.error({ err: error, intento: job.retryCount + 1 }, 'retención: falló la corrida');
        throw error;
      }
      o.logger.info(registroRetencion(resumen), 'retención: corrida terminada');
    },
  );
  o.logger.info({ cron: o.cron, zona: ZONA_HORARIA_NEGOCIO }, 'retención: corrida mensual programada');
  return {
    correrAhora: () => boss.send(COLA_RETENCION_DATOS, {}),
    async detener() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/** What the log keeps of a run: counts and candidate ids, no personal data. */
export function registroRetencion(r: ResumenRetencion) {
  return {
    activa: r.activa,
    respondidos: r.respondidos,
    avisados: r.avisados,
    anonimizados: r.anonimizados,
    rechazados: r.rechazados.map((x) => x.candidatoId),
  };
}
