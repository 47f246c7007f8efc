import { readdir, readFile } from 'node:fs/promises';
import { conClientePg } from '@talento/db';

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces, so split after its closing parenthesis). */
async function campos(pid: number | string): Promise<string[]> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

// USER_HZ is 100 on Linux: one tick is 10 ms.
const ms = (ticks: number) => (ticks * 1000) / 100;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. With
 * `hijosTerminados`, also that of its children that ended and were waited for (a PostgreSQL backend that
 * closed its connection).
 */
export async function cpuDeProceso(pid: number | undefined, hijosTerminados = false): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const c = await campos(pid);
    // utime, stime, cutime, cstime: fields 14 to 17.
    const ticks = Number(c[11]) + Number(c[12]) + (hijosTerminados ? Number(c[13]) + Number(c[14]) : 0);
    return ms(ticks);
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) of a process and its direct children (the HTTP workers of TALENTO_PROCESOS, or the
 * backends of a postmaster), plus with `hijosTerminados` the children that already ended; null elsewhere.
 */
export async function cpuDeArbol(pid: number | undefined, hijosTerminados = false): Promise<number | null> {
  const propio = await cpuDeProceso(pid, hijosTerminados);
  if (propio === null || pid === undefined) return propio;
  let total = propio;
  for (const entrada of await readdir('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      if (Number((await campos(entrada))[1]) === pid) total += (await cpuDeProceso(Number(entrada))) ?? 0;
    } catch {
      // the process ended while reading
    }
  }
  return total;
}

/**
 * The postmaster serving `url` when it runs on this machine (a backend's parent); undefined otherwise
 * (a remote BENCH_DATABASE_URL), and then its CPU is not reported.
 */
export async function pidDelPostmaster(url: string): Promise<number | undefined> {
  return conClientePg(url, async (c) => {
    try {
      const backend = (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      if (backend === undefined) return undefined;
      return Number((await campos(backend))[1]) || undefined;
    } catch {
      return undefined;
    }
  });
}

/** CPU ms used so far by each side of a run on this machine: web processes, PostgreSQL, the load generator. */
export interface CpuLados {
  web: number | null;
  base: number | null;
  generador: number;
}

export async function cpuLados(
  pidWeb: number | undefined,
  pidPostmaster: number | undefined,
): Promise<CpuLados> {
  const propio = process.cpuUsage();
  return {
    web: await cpuDeArbol(pidWeb),
    base: pidPostmaster === undefined ? null : await cpuDeArbol(pidPostmaster, true),
    generador: (propio.user + propio.system) / 1000,
  };
}

/** "web 2.10 + PostgreSQL 2.80 + generador 0.40 = 5.30 ms de CPU por solicitud" between two readings. */
export function textoCpuPorSolicitud(antes: CpuLados, despues: CpuLados, solicitudes: number): string {
  const por = (a: number | null, b: number | null) =>
    a === null || b === null ? null : (b - a) / Math.max(1, solicitudes);
  const web = por(antes.web, despues.web);
  const base = por(antes.base, despues.base);
  const generador = por(antes.generador, despues.generador) as number;
  const partes = [
    web === null ? 'web ?' : `web ${web.toFixed(2)}`,
    base === null ? 'PostgreSQL ?' : `PostgreSQL ${base.toFixed(2)}`,
    `generador ${generador.toFixed(2)}`,
  ];
  const total = (web ?? 0) + (base ?? 0) + generador;
  return `${partes.join(' + ')} = ${total.toFixed(2)} ms de CPU por solicitud`;
}
