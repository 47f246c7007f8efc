import type { MikroORM } from '@mikro-orm/postgresql';
import { ZONA_HORARIA_NEGOCIO } from '@talento/rules';
import { PgBoss } from 'pg-boss';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';

/** What the server gives a scheduled job when it starts it. */
export interface OpcionesTrabajo {
  orm: MikroORM;
  /** Connection string of the application database (pg-boss keeps its tables in schema `pgboss`). */
  databaseUrl: string;
  logger: LoggerOutbox;
  /** Cron expression, evaluated in America/Bogota (the job's own variable). */
  cron: string;
  /** How often the worker polls (besides LISTEN/NOTIFY wake-ups). */
  sondeoSegundos?: number;
  /** Test seam: the clock each run uses. */
  reloj?: () => Date;
}

/** A job that pg-boss runs on a cron schedule (and on demand), at most one run at a time across every instance. */
export interface DefinicionTrabajoProgramado<R> {
  /** pg-boss queue. */
  cola: string;
  /** Prefix of its log lines ("stock", "retención") and the pg-boss connection's application_name suffix. */
  nombre: string;
  aplicacion: string;
  /** What it does, for the refusal of a bad schedule: "el mantenimiento del stock". */
  descripcion: string;
  /** The variable the cron expression comes from (named in that refusal). */
  variableCron: string;
  cron: string;
  /** How long a run may take before pg-boss gives it up. */
  expiraSegundos: number;
  /** How often the worker polls (besides LISTEN/NOTIFY wake-ups). */
  sondeoSegundos: number;
  /** One run; its result goes to `registrar`. */
  correr: () => Promise<R>;
  /** What the log keeps of a run (counts and ids, no personal data), and any line of its own. */
  registrar: (resultado: R, logger: LoggerOutbox) => void;
  /** The line logged once the schedule is stored: "stock: mantenimiento diario programado". */
  programado: string;
}

export interface TrabajoProgramado {
  /** Queues a run now; null when one is already queued or running (exclusive queue). */
  correrAhora(): Promise<string | null>;
  detener(): Promise<void>;
}

/**
 * Starts a scheduled job: the cron schedule stored in pg-boss (every instance upserts the same one; pg-boss's cron
 * monitor sends one job per occurrence, and `missed: 'once'` runs an occurrence missed while the server was down when
 * it comes back), in Bogotá time, and a worker that runs it. The queue is `exclusive`: at most one run queued or active
 * across every instance; a run that fails is retried once (runs are idempotent).
 */
export async function iniciarTrabajoProgramado<R>(
  conexion: { databaseUrl: string; logger: LoggerOutbox },
  t: DefinicionTrabajoProgramado<R>,
): Promise<TrabajoProgramado> {
  const { logger } = conexion;
  const boss = new PgBoss({
    connectionString: conexion.databaseUrl,
    schema: ESQUEMA_PGBOSS,
    max: 2,
    application_name: `talento-${t.aplicacion}`,
  });
  boss.on('error', (error) => logger.error({ err: error }, `${t.nombre}: error de pg-boss`));
  await boss.start();
  try {
    const opcionesCola = { retryLimit: 1, retryDelay: 300, expireInSeconds: t.expiraSegundos };
    await boss.createQueue(t.cola, { policy: 'exclusive', ...opcionesCola });
    await boss.updateQueue(t.cola, opcionesCola);
    await boss.schedule(t.cola, t.cron, {}, { tz: ZONA_HORARIA_NEGOCIO, missed: 'once' });
  } catch (error) {
    await boss.stop({ graceful: false });
    throw new Error(
      `No se pudo programar ${t.descripcion} (${t.variableCron} "${t.cron}"): ${(error as Error).message}`,
      { cause: error },
    );
  }
  await boss.work(t.cola, { pollingIntervalSeconds: t.sondeoSegundos, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    let resultado: R;
    try {
      resultado = await t.correr();
    } catch (error) {
      logger.error({ err: error, intento: job.retryCount + 1 }, `${t.nombre}: falló ${t.descripcion}`);
      throw error;
    }
    t.registrar(resultado, logger);
  });
  logger.info({ cron: t.cron, zona: ZONA_HORARIA_NEGOCIO }, t.programado);
  return {
    correrAhora: () => boss.send(t.cola, {}),
    async detener() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
