import type { MikroORM } from '@mikro-orm/postgresql';
import { mantenerStock, type ResumenMantenimientoStock } from '@talento/api';
import { ZONA_HORARIA_NEGOCIO } from '@talento/rules';
import { PgBoss } from 'pg-boss';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';

/** pg-boss queue of the daily stock job (issue 16): one job per run, scheduled by cron. */
export const COLA_MANTENIMIENTO_STOCK = 'stock-mantenimiento';

export interface OpcionesMantenimientoStock {
  orm: MikroORM;
  /** Connection string of the application database (pg-boss keeps its tables in schema `pgboss`). */
  databaseUrl: string;
  logger: LoggerOutbox;
  /** Cron expression, evaluated in America/Bogota (STOCK_MANTENIMIENTO_CRON). */
  cron: string;
  /** How often the worker polls (besides LISTEN/NOTIFY wake-ups). */
  sondeoSegundos?: number;
  /** Test seam: the clock each run uses. */
  reloj?: () => Date;
}

export interface MantenimientoStock {
  /** Queues a run now (on demand); null when one is already queued or running (exclusive queue). */
  correrAhora(): Promise<string | null>;
  detener(): Promise<void>;
}

/**
 * Starts the daily stock job: the cron schedule stored in pg-boss (every instance upserts the same one; pg-boss's
 * cron monitor sends one job per occurrence, and `missed: 'once'` runs a day missed while the server was down
 * when it comes back) and a worker that runs `mantenerStock`. The queue is `exclusive`: at most one run queued or
 * active across every instance; a run that fails is retried once, and is idempotent anyway.
 */
export async function iniciarMantenimientoStock(o: OpcionesMantenimientoStock): Promise<MantenimientoStock> {
  const reloj = o.reloj ?? (() => new Date());
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: ESQUEMA_PGBOSS,
    max: 2,
    application_name: 'talento-stock',
  });
  boss.on('error', (error) => o.logger.error({ err: error }, 'stock: error de pg-boss'));
  await boss.start();
  try {
    const opcionesCola = { retryLimit: 1, retryDelay: 300, expireInSeconds: 3600 };
    await boss.createQueue(COLA_MANTENIMIENTO_STOCK, { policy: 'exclusive', ...opcionesCola });
    await boss.updateQueue(COLA_MANTENIMIENTO_STOCK, opcionesCola);
    await boss.schedule(COLA_MANTENIMIENTO_STOCK, o.cron, {}, { tz: ZONA_HORARIA_NEGOCIO, missed: 'once' });
  } catch (error) {
    await boss.stop({ graceful: false });
    throw new Error(
      `No se pudo programar el mantenimiento del stock (STOCK_MANTENIMIENTO_CRON "${o.cron}"): ${(error as Error).message}`,
      { cause: error },
    );
  }
  await boss.work(
    COLA_MANTENIMIENTO_STOCK,
    { pollingIntervalSeconds: o.sondeoSegundos ?? 30, batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      let resumen: ResumenMantenimientoStock;
      try {
        resumen = await mantenerStock(o.orm, reloj());
      } catch (error) {
        o.logger.error({ err: error, intento: job.retryCount + 1 }, 'stock: falló el mantenimiento');
        throw error;
      }
      o.logger.info(registroDe(resumen), 'stock: mantenimiento terminado');
      for (const p of resumen.pedidos.omitidos)
        o.logger.warn(p, 'stock: perfil en nivel bajo sin pedido automático');
    },
  );
  o.logger.info({ cron: o.cron, zona: ZONA_HORARIA_NEGOCIO }, 'stock: mantenimiento diario programado');
  return {
    correrAhora: () => boss.send(COLA_MANTENIMIENTO_STOCK, {}),
    async detener() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/** What the log keeps of a run: counts and ids, no personal data. */
export function registroDe(r: ResumenMantenimientoStock) {
  return {
    ahora: r.ahora.toISOString(),
    vencidos: r.vencidos,
    recalculados: r.recalculados,
    enNivelBajo: r.enNivelBajo,
    pedidosCreados: r.pedidos.creados.map((c) => ({
      perfilStock: c.perfilStockId,
      pedido: c.pedidoId,
      avisados: c.avisados,
    })),
    yaExistian: r.pedidos.yaExistian,
    omitidos: r.pedidos.omitidos.length,
  };
}
