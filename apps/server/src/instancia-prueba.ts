/**
 * A real server process for tests: the built dist/main.js (testing/bundle.ts) on its own port, against DATABASE_URL, the way a
 * deployment runs several instances behind a load balancer. Its stdout (pino JSON lines) is kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { OPCIONES_NODE_SERVIDOR } from './opciones-node';
import { asegurarBundle, CARPETA_SERVIDOR, compilado } from './testing/bundle';

export interface InstanciaPrueba {
  nombre: string;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Process id of the server (the primary when TALENTO_PROCESOS > 1). */
  pid: number;
  /** Exit code once it has stopped (null while running or when killed by a signal). */
  codigoSalida(): number | null;
  /** Every stdout line so far (the log, one JSON object per line, plus the start banner). */
  lineas: string[];
  detener(): Promise<void>;
}

export interface OpcionesInstancia {
  databaseUrl: string;
  /** Without it the outbox leaves the e-mails Pendiente (benchmarks). */
  smtpUrl?: string;
  /** Extra variables (env.ts validates them as at any start). */
  entorno?: Record<string, string>;
}

/** A port free right now (the OS picks it; main.ts needs a known PORT to print and listen on). */
async function puertoLibre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const direccion = s.address();
  await new Promise<void>((resolve) => s.close(() => resolve()));
  if (!direccion || typeof direccion === 'string') throw new Error('sin puerto');
  return direccion.port;
}

/**
 * Waits until this instance is the one serving: its start banner printed (it bound the port) and /healthz answering.
 * /healthz alone is not proof: between choosing a free port and binding it, another test's server may take it, and
 * that server would answer.
 */
async function esperarSalud(
  base: string,
  hijo: ChildProcess,
  listo: () => boolean,
  errores: () => string,
  limiteMs: number,
): Promise<void> {
  const fin = Date.now() + limiteMs;
  while (Date.now() < fin) {
    if (hijo.exitCode !== null)
      throw new Error(`La instancia terminó al iniciar (código ${hijo.exitCode}): ${errores()}`);
    try {
      if (listo() && (await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`La instancia no respondió /healthz en ${limiteMs} ms: ${errores()}`);
}

/** The start banner's last line: printed once the instance listens (all its web processes). */
const FIN_DEL_ARRANQUE = 'Ctrl-C para detener.';

/**
 * Starts one instance and waits until it serves (its banner printed and /healthz answering). Only the variables given
 * here reach the child (no inherited environment), so the test says exactly how the instance is configured. A port
 * another process took between choosing it and binding it is chosen again (up to three times).
 */
export async function iniciarInstancia(
  nombre: string,
  o: OpcionesInstancia,
  limiteMs = 75_000,
): Promise<InstanciaPrueba> {
  asegurarBundle();
  for (let intento = 1; ; intento++) {
    try {
      return await arrancar(nombre, o, await puertoLibre(), limiteMs);
    } catch (error) {
      if (intento < 3 && error instanceof PuertoOcupado) continue;
      throw error;
    }
  }
}

class PuertoOcupado extends Error {}

async function arrancar(
  nombre: string,
  o: OpcionesInstancia,
  puerto: number,
  limiteMs: number,
): Promise<InstanciaPrueba> {
  const hijo = spawn(process.execPath, [...OPCIONES_NODE_SERVIDOR, compilado('main')], {
    cwd: CARPETA_SERVIDOR,
    env: {
      NODE_ENV: 'production',
      TALENTO_VERIFICAR_SALIDAS: 'true',
      HOST: '127.0.0.1',
      PORT: String(puerto),
      DATABASE_URL: o.databaseUrl,
      ...(o.smtpUrl ? { SMTP_URL: o.smtpUrl } : {}),
      TALENTO_SEED_DEMO: 'never',
      LOG_LEVEL: 'info',
      ...o.entorno,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lineas: string[] = [];
  let resto = '';
  hijo.stdout?.on('data', (d: Buffer) => {
    const partes = (resto + d.toString()).split('\n');
    resto = partes.pop() ?? '';
    lineas.push(...partes);
  });
  let errores = '';
  hijo.stderr?.on('data', (d: Buffer) => {
    errores = (errores + d.toString()).slice(-4000);
  });
  const salida = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
  const detener = async () => {
    if (hijo.exitCode !== null || hijo.signalCode !== null) return;
    hijo.kill('SIGTERM');
    const plazo = setTimeout(() => hijo.kill('SIGKILL'), 15_000);
    await salida;
    clearTimeout(plazo);
  };
  const base = `http://127.0.0.1:${puerto}`;
  try {
    await esperarSalud(
      base,
      hijo,
      () => lineas.includes(FIN_DEL_ARRANQUE),
      () => errores,
      limiteMs,
    );
  } catch (error) {
    await detener();
    if (/el puerto \d+ ya está en uso/.test(errores)) throw new PuertoOcupado(errores);
    throw error;
  }
  return { nombre, base, pid: hijo.pid ?? 0, codigoSalida: () => hijo.exitCode, lineas, detener };
}
