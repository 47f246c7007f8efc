import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';

export interface ProcesosWeb {
  detener(): Promise<void>;
}

/** A worker that does not stop within this time after SIGTERM is killed. */
const ESPERA_AL_DETENER_MS = 15_000;

/**
 * TALENTO_PROCESOS > 1: `n` worker processes (node:cluster) answer HTTP on the one port, each with its own event
 * loop, connection pool and session cache (kept right by its own LISTEN, as two instances behind a load balancer:
 * apps/server/src/dos-instancias.test.ts). The primary keeps the database, migrations and the outbox, restarts a
 * worker that dies, and stops them all when it stops. A worker that finds its primary gone stops too.
 */
export async function iniciarProcesosWeb(
  n: number,
  /** Added to each worker's inherited environment: the database the primary opened (entornoProcesoWeb of env.ts). */
  entorno: Record<string, string>,
  logger: Logger,
): Promise<ProcesosWeb> {
  let cerrando = false;
  const arrancar = () => cluster.fork(entorno);

  await new Promise<void>((resolve, reject) => {
    let escuchando = 0;
    const alEscuchar = () => {
      if (++escuchando === n) {
        cluster.off('listening', alEscuchar);
        cluster.off('exit', alSalirAlArrancar);
        resolve();
      }
    };
    const alSalirAlArrancar = (w: Worker, codigo: number | null) => {
      cerrando = true;
      for (const otro of Object.values(cluster.workers ?? {})) otro?.process.kill('SIGTERM');
      reject(
        new Error(
          `un proceso web terminó al arrancar (código ${codigo ?? w.process.signalCode ?? '?'}); su causa está arriba.`,
        ),
      );
    };
    cluster.on('listening', alEscuchar);
    cluster.on('exit', alSalirAlArrancar);
    for (let i = 0; i < n; i++) arrancar();
  });

  cluster.on('exit', (w, codigo, senal) => {
    if (cerrando) return;
    logger.warn({ pid: w.process.pid, codigo, senal }, 'Un proceso web terminó; se inicia otro');
    arrancar();
  });

  return {
    async detener() {
      cerrando = true;
      const vivos = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      await Promise.all(
        vivos.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.isDead()) return resolve();
              const fuerza = setTimeout(() => w.process.kill('SIGKILL'), ESPERA_AL_DETENER_MS);
              w.once('exit', () => {
                clearTimeout(fuerza);
                resolve();
              });
              w.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
