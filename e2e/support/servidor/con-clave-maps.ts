/**
 * A second instance of the built server, started WITH a GOOGLE_MAPS_API_KEY, for the Google Maps spec only. It runs
 * against the same database as the e2e server (DATABASE_URL from the run's file), the way a deployment runs several
 * instances behind a load balancer: sessions live in PostgreSQL, so the worker's signed-in cookies (host 127.0.0.1,
 * any port) work on it too. Everything else keeps the one e2e server without a key (the SVG map of the other specs).
 *
 * It seeds nothing, sends no mail (no SMTP_URL: its outbox leaves rows to the main server) and runs no periodic jobs.
 */
import { readFile } from 'node:fs/promises';
import { iniciarServidorPropio } from './proceso';
import { archivoBase } from './rutas';

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
  // Only these variables reach it (no inherited environment), so the spec says exactly how it is configured.
  const { detener } = await iniciarServidorPropio({
    nombre: 'El servidor con clave de Maps',
    base,
    limiteMs: 60_000,
    alDetener: async () => {},
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
  });
  return { base, detener };
}
