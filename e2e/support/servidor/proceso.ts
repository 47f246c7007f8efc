/**
 * The built server (apps/server/dist/main.js) started by a spec for an installation of its own (a new one, one on its
 * own embedded PostgreSQL): started with `env`, waited for until /healthz answers and the start banner is out, stopped
 * with SIGTERM. The one e2e server of every other spec is support/servidor/iniciar.ts.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export async function puertoLibre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const d = s.address();
  await new Promise<void>((resolve) => s.close(() => resolve()));
  if (!d || typeof d === 'string') throw new Error('sin puerto libre');
  return d.port;
}

export interface ServidorPropio {
  /** Every line the server wrote to stdout so far (its start banner, a first-run link). */
  salida: () => string;
  /** Stops the server (SIGTERM, waits for it to exit), then runs `alDetener`. */
  detener: () => Promise<void>;
}

/**
 * Starts the server with `env` on `base` and waits for it (state: /healthz and the banner; `limiteMs` only bounds a
 * broken start). `alDetener` cleans up what the spec started for it (database, SMTP server, folder), also when the
 * start fails. `nombre` names it in the errors ("El servidor nuevo …").
 */
export async function iniciarServidorPropio(o: {
  nombre: string;
  base: string;
  env: NodeJS.ProcessEnv;
  limiteMs: number;
  alDetener: () => Promise<void>;
}): Promise<ServidorPropio> {
  const hijo = spawn(process.execPath, [MAIN], { env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  let errores = '';
  hijo.stdout.on('data', (d: Buffer) => (salida += d.toString()));
  hijo.stderr.on('data', (d: Buffer) => (errores = (errores + d.toString()).slice(-4000)));
  const termino = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
  const detener = async () => {
    if (hijo.exitCode === null && hijo.signalCode === null) {
      hijo.kill('SIGTERM');
      await termino;
    }
    await o.alDetener();
  };
  const limite = Date.now() + o.limiteMs;
  for (;;) {
    if (hijo.exitCode !== null) {
      await detener();
      throw new Error(`${o.nombre} terminó al iniciar (${hijo.exitCode}): ${errores}`);
    }
    const lista = await fetch(`${o.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (lista && salida.includes('Ctrl-C para detener')) break;
    if (Date.now() > limite) {
      await detener();
      throw new Error(`${o.nombre} no respondió /healthz: ${errores}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { salida: () => salida, detener };
}
