import { PgBoss } from 'pg-boss';
import type { OpcionesOutbox } from './trabajador';

/** pg-boss keeps its tables in this schema of the same database (it creates and migrates it). */
export const ESQUEMA_PGBOSS = 'pgboss';

/**
 * A started pg-boss (schema `pgboss`) with the exclusive queue `cola` of one job per outbox row: a failed job is
 * retried with exponential backoff up to `intentosMaximos` attempts (e-mails and pushes share these settings).
 */
export async function colaConReintentos(o: OpcionesOutbox, cola: string, p: { max: number; aplicacion: string; nombre: string }): Promise<PgBoss> {
  const intentosMaximos = o.intentosMaximos ?? 5;
  const boss = new PgBoss({ connectionString: o.databaseUrl, schema: ESQUEMA_PGBOSS, max: p.max, application_name: p.aplicacion });
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

