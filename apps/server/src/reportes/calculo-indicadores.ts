import type { MikroORM } from '@mikro-orm/postgresql';
import { calcularIndicadores, type ResumenCalculo } from '@talento/api';
import { ZONA_HORARIA_NEGOCIO } from '@talento/rules';
import { PgBoss } from 'pg-boss';
import { escucharCanal, type EscuchaCanal } from '../escucha-canal';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';

/**
 * pg-boss queue of the operations-indicators job: one job per run, scheduled by cron and asked for on demand. Policy
 * `stately`: at most one run active (across instances) and one queued behind it, so days marked while a run computes
 * always get the run after it (a policy cannot change once a queue exists, hence the new name).
 */
export const COLA_INDICADORES = 'indicadores-operaciones';
/** The queue of earlier versions (policy `exclusive`: a run asked for while one was active was dropped); removed at start. */
const COLA_ANTERIOR = 'reportes-indicadores';
/** PostgreSQL channel notified when days are marked for the job (migration 034's trigger). */
export const CANAL_INDICADORES = 'talento_indicadores';

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
  /** Queues a run now; null when one is already queued (it will run after the active one and see every marked day). */
  correrAhora(): Promise<string | null>;
  detener(): Promise<void>;
}

/**
 * Starts the operations-indicators job: a pg-boss cron schedule (the same one from every instance) and a worker
 * running `calcularIndicadores` — today when stale, yesterday once after it ended, and every stale day that a
 * past-dated change or the report asked for. Days marked for it notify `talento_indicadores`: every instance
 * listens and queues a run at once (the instance that queued it wakes its own worker), so a report in "Calculando…" is answered
 * in seconds; the cron (every minute) covers notifications missed while the listener reconnects. A run with nothing
 * stale does two indexed look-ups. One run at a time across instances, and one queued behind it (policy `stately`):
 * days marked while a run computes are taken by the queued run right after it. A failed run is retried once and its
 * days are put back.
 */
export async function iniciarCalculoIndicadores(o: OpcionesCalculoIndicadores): Promise<CalculoIndicadores> {
  const reloj = o.reloj ?? (() => new Date());
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: ESQUEMA_PGBOSS,
    max: 2,
    application_name: 'talento-reportes',
  });
  boss.on('error', (error) => o.logger.error({ err: error }, 'reportes: error de pg-boss'));
  await boss.start();
  try {
    const opcionesCola = { retryLimit: 1, retryDelay: 30, expireInSeconds: 1800 };
    await quitarColaAnterior(boss);
    await boss.createQueue(COLA_INDICADORES, { policy: 'stately', ...opcionesCola });
    await boss.updateQueue(COLA_INDICADORES, opcionesCola);
    await boss.schedule(COLA_INDICADORES, o.cron, {}, { tz: ZONA_HORARIA_NEGOCIO });
  } catch (error) {
    await boss.stop({ graceful: false });
    throw new Error(
      `No se pudo programar el cálculo de indicadores (REPORTES_CRON "${o.cron}"): ${(error as Error).message}`,
      { cause: error },
    );
  }
  let trabajador: string | null = null;
  const correrAhora = async (): Promise<string | null> => {
    const id = await boss.send(COLA_INDICADORES, {});
    // This instance queued it: its own worker fetches it now instead of at its next poll (during a run the worker
    // remembers the call and fetches the queued job as soon as that run completes).
    if (id && trabajador) boss.notifyWorker(trabajador);
    return id;
  };
  const pedir = () =>
    void correrAhora().catch((error: unknown) =>
      o.logger.warn({ err: error }, 'reportes: no se pudo pedir el cálculo de indicadores'),
    );
  trabajador = await boss.work(
    COLA_INDICADORES,
    { pollingIntervalSeconds: o.sondeoSegundos ?? 10, batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      let resumen: ResumenCalculo;
      try {
        resumen = await calcularIndicadores(
          o.orm,
          reloj(),
          o.frescuraMinutos === undefined ? {} : { frescuraMinutos: o.frescuraMinutos },
        );
      } catch (error) {
        o.logger.error(
          { err: error, intento: job.retryCount + 1 },
          'reportes: falló el cálculo de indicadores',
        );
        throw error;
      }
      if (resumen.dias.length) o.logger.info(registroDe(resumen), 'reportes: indicadores calculados');
    },
  );
  let escucha: EscuchaCanal | null = null;
  let reconexion = false;
  try {
    escucha = await escucharCanal(o.databaseUrl, CANAL_INDICADORES, {
      alNotificar: pedir,
      // Days marked while the listener was down (a reconnection): the cron would take them within a minute; ask now.
      alEscuchar: () => (reconexion ? pedir() : (reconexion = true)),
      avisar: (motivo, contexto) =>
        o.logger.warn(
          { motivo, contexto },
          'reportes: escucha de días pendientes interrumpida; se reconecta',
        ),
    });
  } catch (error) {
    // Without the listener the cron still runs every minute: degraded, not down.
    o.logger.warn(
      { err: error },
      'reportes: sin escucha de días pendientes; el cálculo sigue con su programación',
    );
  }
  o.logger.info({ cron: o.cron, zona: ZONA_HORARIA_NEGOCIO }, 'reportes: cálculo de indicadores programado');
  return {
    correrAhora,
    async detener() {
      await escucha?.cerrar();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/** What the log keeps of a run: the days and how many rows, no personal data. */
export function registroDe(r: ResumenCalculo) {
  return {
    ahora: r.ahora.toISOString(),
    dias: r.dias.length,
    desde: r.dias[0] ?? null,
    hasta: r.dias.at(-1) ?? null,
    filas: r.filas,
  };
}

/** Removes the queue and schedule of earlier versions (another instance may be removing them at the same time). */
async function quitarColaAnterior(boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(COLA_ANTERIOR))) return;
  try {
    await boss.unschedule(COLA_ANTERIOR);
    await boss.deleteQueue(COLA_ANTERIOR);
  } catch (error) {
    if (await boss.getQueue(COLA_ANTERIOR)) throw error;
  }
}
