/**
 * A second instance of the built server, started WITH a GOOGLE_MAPS_API_KEY, for the Google Maps spec only. It runs
 * against the same database as the e2e server (DATABASE_URL from the run's file), the way a deployment runs several
 * instances behind a load balancer: sessions live in PostgreSQL, so the worker's signed-in cookies (host 127.0.0.1,
 * any port) work on it too. Everything else keeps the one e2e server without a key (the SVG map of the other specs).
 *
 * It seeds nothing, sends no mail (no SMTP_URL: its outbox leaves rows to the main server) and runs no periodic jobs.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { archivoBase } from './rutas';

const MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

/** The key it is started with: the fake Maps script (support/google-maps-falso.ts) checks it arrives. */
export const CLAVE_MAPS_E2E = 'AIza-e2e-clave-de-prueba';

/** Its port for an e2e server port (fixed offset, like the report host's). */
export const puertoConMapas = (puerto: number) => puerto + 20_000;

export interface ServidorConMapas {
  /** http://127.0.0.1:<port> */
  base: string;
  detener(): Promise<void>;
}

export async function iniciarServidorConMapas(puertoE2e: number): Promise<ServidorConMapas> {
  const { url } = JSON.parse(await readFile(archivoBase(puertoE2e), 'utf8')) as { url: string };
  const puerto = puertoConMapas(puertoE2e);
  const base = `http://127.0.0.1:${puerto}`;
  let errores = '';
  // Only these variables reach it (no inherited environment), so the spec says exactly how it is configured.
  const hijo = spawn(process.execPath, [MAIN], {
    env: {
      PORT: String(puerto),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      TALENTO_SEED_DEMO: 'never',
      STOCK_MANTENIMIENTO: 'false',
      REPORTES_INDICADORES: 'false',
      GOOGLE_MAPS_API_KEY: CLAVE_MAPS_E2E,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  hijo.stderr.on('data', (d: Buffer) => (errores += d.toString()));
  const detener = async () => {
    if (hijo.exitCode !== null || hijo.signalCode !== null) return;
    const salida = new Promise((resolve) => hijo.once('exit', resolve));
    hijo.kill('SIGTERM');
    await salida;
  };
  const fin = Date.now() + 60_000;
  while (Date.now() < fin) {
    if (hijo.exitCode !== null)
      throw new Error(
        `El servidor con clave de Maps terminó al iniciar (código ${hijo.exitCode}): ${errores}`,
      );
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, detener };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await detener();
  throw new Error(`El servidor con clave de Maps no respondió /healthz en 60 s: ${errores}`);
}
