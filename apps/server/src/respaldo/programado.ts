/**
 * The scheduled backup of the embedded PostgreSQL (TALENTO_RESPALDOS_CRON, default every day at 02:00 in Bogotá): a
 * pg-boss cron queue like the stock job's, whose worker runs the same CLI as `npm run respaldo` in a child process, so
 * the copy and the compression never hold the server's event loop.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ZONA_HORARIA_NEGOCIO } from '@talento/rules';
import type { PuertoRespaldos } from '@talento/api';
import { PgBoss } from 'pg-boss';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';
import { corridaDeTrabajo, type FilaTrabajo } from './corrida';

export const COLA_RESPALDO = 'respaldo-embebido';

export interface RespaldoProgramado {
  /** The queue as Administración › Respaldos uses it: the newest run, and "Respaldar ahora". */
  cola: NonNullable<PuertoRespaldos['cola']>;
  detener(): Promise<void>;
}

/** dist/respaldo.js beside the bundled server; from the sources (tsx), src/cli/respaldo.ts with the same loader. */
function comandoRespaldo(): string[] {
  const compilado = fileURLToPath(new URL('./respaldo.js', import.meta.url));
  if (existsSync(compilado)) return [compilado];
  return [...process.execArgv, fileURLToPath(new URL('../cli/respaldo.ts', import.meta.url))];
}

function correrRespaldo(logger: LoggerOutbox): Promise<void> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(process.execPath, comandoRespaldo(), { stdio: ['ignore', 'pipe', 'pipe'] });
    let salida = '';
    hijo.stdout.on('data', (d: Buffer) => (salida += d.toString()));
    hijo.stderr.on('data', (d: Buffer) => (salida += d.toString()));
    hijo.on('error', reject);
    hijo.on('exit', (codigo) => {
      if (codigo === 0) {
        logger.info({ salida: salida.trim() }, 'respaldo: terminado y verificado');
        resolve();
      } else reject(new Error(`el respaldo terminó con código ${codigo}: ${salida.trim()}`));
    });
  });
}

export async function iniciarRespaldoProgramado(o: {
  databaseUrl: string;
  logger: LoggerOutbox;
  cron: string;
}): Promise<RespaldoProgramado> {
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: ESQUEMA_PGBOSS,
    max: 2,
    application_name: 'talento-respaldo',
  });
  boss.on('error', (error) => o.logger.error({ err: error }, 'respaldo: error de pg-boss'));
  await boss.start();
  try {
    const opcionesCola = { retryLimit: 1, retryDelay: 600, expireInSeconds: 6 * 3600 };
    // notify: a job sent from elsewhere (another instance, a test) wakes the worker at once, not at its next poll.
    await boss.createQueue(COLA_RESPALDO, { policy: 'exclusive', notify: true, ...opcionesCola });
    await boss.updateQueue(COLA_RESPALDO, opcionesCola);
    await boss.schedule(COLA_RESPALDO, o.cron, {}, { tz: ZONA_HORARIA_NEGOCIO, missed: 'once' });
  } catch (error) {
    await boss.stop({ graceful: false });
    throw new Error(
      `No se pudo programar el respaldo (TALENTO_RESPALDOS_CRON "${o.cron}"): ${(error as Error).message}`,
      { cause: error },
    );
  }
  await boss.work(COLA_RESPALDO, { pollingIntervalSeconds: 30, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    try {
      await correrRespaldo(o.logger);
    } catch (error) {
      o.logger.error({ err: error, intento: job.retryCount + 1 }, 'respaldo: falló');
      throw error;
    }
  });
  o.logger.info({ cron: o.cron, zona: ZONA_HORARIA_NEGOCIO }, 'respaldo: programado');
  return {
    cola: colaDe(boss),
    async detener() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * The backup queue as a web process of TALENTO_PROCESOS uses it: the same view and "Respaldar ahora" as the primary's,
 * through a pg-boss that neither works the queue, nor schedules, nor maintains (the primary does all three).
 */
export async function conectarColaRespaldo(o: {
  databaseUrl: string;
  logger: LoggerOutbox;
}): Promise<RespaldoProgramado> {
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: ESQUEMA_PGBOSS,
    max: 1,
    application_name: 'talento-respaldo-web',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on('error', (error) => o.logger.error({ err: error }, 'respaldo: error de pg-boss'));
  await boss.start();
  return {
    cola: colaDe(boss),
    async detener() {
      await boss.stop({ graceful: false });
    },
  };
}

function colaDe(boss: PgBoss): RespaldoProgramado['cola'] {
  return {
    async ultimaCorrida() {
      const { rows } = await boss.getDb().executeSql(
        `select state, created_on, started_on, completed_on, output, data
           from ${ESQUEMA_PGBOSS}.job where name = $1 order by created_on desc limit 1`,
        [COLA_RESPALDO],
      );
      return rows[0] ? corridaDeTrabajo(rows[0] as FilaTrabajo) : null;
    },
    // The queue is exclusive: with a run queued or running, pg-boss inserts nothing and answers null.
    solicitar: async (solicitadoPor) => (await boss.send(COLA_RESPALDO, { solicitadoPor })) !== null,
  };
}
