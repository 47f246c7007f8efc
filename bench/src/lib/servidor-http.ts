import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { MikroORM } from '@talento/db';
import { COOKIE_SESION, configurarVerificacionDeSalidas } from '@talento/api';
import { createApp } from '@talento/server/src/app';
import { createLogger } from '@talento/server/src/logger';
import { escucharSesiones } from '@talento/server/src/sesiones-escucha';
import { iniciarInstancia } from '@talento/server/src/instancia-prueba';
import { ENV_BENCH, entornoDeHijo } from '../env';

export interface ServidorDeBench {
  base: string;
  /** Process id when the server runs in its own process (to read its CPU time). */
  pid?: number;
  cerrar(): Promise<void>;
}

/**
 * The real HTTP application (headers, origin check, sessions, /trpc) on a free local port, with the
 * session-cache listener as apps/server/src/main.ts starts it.
 */
export async function iniciarServidor(orm: MikroORM): Promise<ServidorDeBench> {
  // As the production server (main.ts without TALENTO_VERIFICAR_SALIDAS): the frequent reads are not parsed again.
  configurarVerificacionDeSalidas(false);
  const logger = createLogger('error');
  const escucha = await escucharSesiones(orm.config.get('clientUrl') ?? '', logger);
  const app = createApp({ orm, logger, staffDist: '/nonexistent', clienteDist: '/nonexistent' });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    cerrar: async () => {
      await escucha.cerrar();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
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

/** Starts servidor-proceso.ts in a child Node process and waits until it listens. */
export function iniciarServidorEnProceso(url: string): Promise<ServidorDeBench> {
  return iniciarProcesoQueEscucha(new URL('./servidor-proceso.ts', import.meta.url).pathname, [url]);
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
export async function iniciarProductoEnProceso(url: string, procesos: number): Promise<ServidorDeBench> {
  const instancia = await iniciarInstancia(
    'bench',
    {
      databaseUrl: url,
      entorno: {
        TALENTO_PROCESOS: String(procesos),
        LOG_LEVEL: 'warn',
        ...(ENV_BENCH.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: ENV_BENCH.BENCH_NODE_OPTIONS } : {}),
      },
    },
    120_000,
  );
  return { base: instancia.base, pid: instancia.pid, cerrar: () => instancia.detener() };
}
