import { PgBoss } from 'pg-boss';
import { periodico } from './periodico';
import type { LoggerOutbox, OpcionesOutbox } from './trabajador';

/** pg-boss keeps its tables in this schema of the same database (it creates and migrates it). */
export const ESQUEMA_PGBOSS = 'pgboss';

/**
 * A started pg-boss (schema `pgboss`) with the exclusive queue `cola` of one job per outbox row: a failed job is
 * retried with exponential backoff up to `intentosMaximos` attempts (e-mails and pushes share these settings).
 */
export async function colaConReintentos(
  o: OpcionesOutbox,
  cola: string,
  p: { max: number; aplicacion: string; nombre: string },
): Promise<PgBoss> {
  const intentosMaximos = o.intentosMaximos ?? 5;
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: ESQUEMA_PGBOSS,
    max: p.max,
    application_name: p.aplicacion,
  });
  boss.on('error', (error) => o.logger.error({ err: error }, `outbox: error de pg-boss (${p.nombre})`));
  await boss.start();
  const opcionesCola = {
    retryLimit: Math.max(0, intentosMaximos - 1),
    retryDelay: o.retrasoSegundos ?? 30,
    retryBackoff: true,
    retryDelayMax: o.retrasoMaximoSegundos ?? 3600,
    expireInSeconds: 120,
  };
  await boss.createQueue(cola, { policy: 'exclusive', notify: true, ...opcionesCola });
  await boss.updateQueue(cola, opcionesCola);
  return boss;
}

/**
 * The pump of an outbox queue: now and every `intervaloMs`, each Pendiente row id becomes one job of `cola` (exclusive
 * per row: `send` answers null while a job for it is queued, retrying or active). `detener` waits for the round in
 * course, then stops pg-boss gracefully.
 */
export function bombeoPeriodico(
  boss: PgBoss,
  cola: string,
  prefijo: string,
  pendientes: () => Promise<number[]>,
  intervaloMs: number,
  logger: LoggerOutbox,
) {
  const bombear = async () => {
    let n = 0;
    for (const id of await pendientes()) {
      if (await boss.send(cola, { id }, { singletonKey: `${prefijo}:${id}` })) n++;
    }
    return n;
  };
  const ciclo = periodico(intervaloMs, bombear, logger);
  return {
    bombear,
    async detener() {
      ciclo.parar();
      await ciclo.enCurso();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
