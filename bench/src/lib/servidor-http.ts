import { COOKIE_SESION } from '@talento/api';
import { iniciarInstancia } from '@talento/server/src/instancia-prueba';
import { ENV_BENCH, entornoDeHijo } from '../env';

export interface ServidorDeBench {
  base: string;
  /** Process id when the server runs in its own process (to read its CPU time). */
  pid?: number;
  cerrar(): Promise<void>;
}

/** Headers a staff browser sends with every tRPC POST. */
export function cabeceras(base: string, cookie?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: base,
    'x-talento-portal': 'staff',
    ...(cookie ? { cookie } : {}),
  };
}

/** Logs in over HTTP like the login form does and returns the session cookie ("name=value"). */
export async function ingresar(base: string, usuario: string, contrasena: string): Promise<string> {
  const res = await fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    headers: cabeceras(base),
    body: JSON.stringify({ json: { usuario, contrasena, portal: 'staff' } }),
  });
  const nombre = COOKIE_SESION.staff;
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${nombre}=`));
  if (!res.ok || !cookie) throw new Error(`No se pudo ingresar como ${usuario}: HTTP ${res.status}`);
  return cookie.split(';')[0] as string;
}

/**
 * The product as `npm start` runs it (the built bundle, one process: TALENTO_PROCESOS's default) in its own process: what
 * the suites measure a procedure through. Not the sources through tsx, which compiles each file apart with names kept
 * (a `__name` call per closure) and source maps on: code that never runs in production. Its two scheduled jobs that
 * work on the data (the operations indicators, every minute, and the daily stock run) are off: a suite measures one
 * procedure per request, and a job's recomputation after a bulk load fell inside its rounds.
 */
export function iniciarServidorEnProceso(url: string): Promise<ServidorDeBench> {
  return iniciarProductoEnProceso(url, 1, { REPORTES_INDICADORES: 'false', STOCK_MANTENIMIENTO: 'false' });
}

/** Starts a TypeScript file in a child Node process (tsx) and waits until it prints "PUERTO <n>". */
export async function iniciarProcesoQueEscucha(
  archivo: string,
  argumentos: readonly string[],
): Promise<ServidorDeBench> {
  const { spawn } = await import('node:child_process');
  const hijo = spawn(process.execPath, ['--import', 'tsx', archivo, ...argumentos], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // BENCH_NODE_OPTIONS (e.g. --cpu-prof) reaches these servers as it reaches the product's processes.
    env: entornoDeHijo(ENV_BENCH.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: ENV_BENCH.BENCH_NODE_OPTIONS } : {}),
  });
  const puerto = await new Promise<number>((resolve, reject) => {
    let salida = '';
    hijo.stdout.on('data', (d: Buffer) => {
      salida += d.toString();
      const m = /PUERTO (\d+)/.exec(salida);
      if (m) resolve(Number(m[1]));
    });
    hijo.once('exit', (code) => reject(new Error(`El servidor de bench terminó (código ${code})`)));
  });
  return {
    base: `http://127.0.0.1:${puerto}`,
    pid: hijo.pid,
    cerrar: () =>
      new Promise<void>((resolve) => {
        hijo.once('exit', () => resolve());
        hijo.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the product itself (apps/server/src/main.ts, as the server tests do) against `url`, with `procesos` HTTP
 * processes (TALENTO_PROCESOS), and waits for /healthz. `pid` is the primary: measure CPU with `cpuDeArbol`.
 */
export async function iniciarProductoEnProceso(
  url: string,
  procesos: number,
  entorno: Record<string, string> = {},
): Promise<ServidorDeBench> {
  const instancia = await iniciarInstancia(
    'bench',
    {
      databaseUrl: url,
      entorno: {
        TALENTO_PROCESOS: String(procesos),
        // As in production: the frequent reads' answers are not parsed again (a test instance verifies them).
        TALENTO_VERIFICAR_SALIDAS: 'false',
        LOG_LEVEL: 'warn',
        ...entorno,
        ...(ENV_BENCH.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: ENV_BENCH.BENCH_NODE_OPTIONS } : {}),
      },
    },
    120_000,
  );
  return { base: instancia.base, pid: instancia.pid, cerrar: () => instancia.detener() };
}
