/**
 * A server on its own embedded PostgreSQL, as `npm start` runs without DATABASE_URL: the built server with TALENTO_PG_DIR
 * and TALENTO_RESPALDOS_DIR in a temporary folder, the demo seeded, the backup job scheduled on a date the run never
 * reaches (a run is asked for on the screen). For the backups screen only: every other spec uses the one e2e server,
 * which runs on DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { CLAVE_DEMO, type Usuario } from '../usuarios';

const MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

export interface ServidorEmbebido {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The backups folder the server writes to. */
  respaldos: string;
  /** The URL of its database (the embedded cluster's superuser), for set-up and for running its jobs' commands. */
  urlBase: () => Promise<string>;
  detener: () => Promise<void>;
}

/** Signs `usuario` in through the login page of the server at `base` (a page of a signed-out context). */
export async function ingresarEn(page: Page, base: string, usuario: Usuario): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Usuario', { exact: true }).fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(CLAVE_DEMO);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('complementary', { name: 'Menú principal' })).toBeVisible();
}

async function puertoLibre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const d = s.address();
  await new Promise<void>((resolve) => s.close(() => resolve()));
  if (!d || typeof d === 'string') throw new Error('sin puerto libre');
  return d.port;
}

/** Starts it and waits until /healthz answers and the start banner is out (migrations and the demo seed done). */
export async function iniciarServidorEmbebido(): Promise<ServidorEmbebido> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-e2e-embebido-'));
  await chmod(carpeta, 0o755); // as root the cluster runs as `postgres`, which must reach its folder
  const respaldos = path.join(carpeta, 'respaldos');
  const puerto = await puertoLibre();
  const base = `http://127.0.0.1:${puerto}`;
  const hijo = spawn(process.execPath, [MAIN], {
    env: {
      PATH: '/usr/local/bin:/usr/bin:/bin', // ps and locale, which the embedded PostgreSQL's start calls
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(puerto),
      TALENTO_PG_DIR: path.join(carpeta, 'pg'),
      TALENTO_RESPALDOS_DIR: respaldos,
      TALENTO_RESPALDOS_CRON: '0 2 1 1 *',
      TALENTO_SEED_DEMO: 'always',
      TALENTO_PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      STOCK_MANTENIMIENTO: 'false',
      REPORTES_INDICADORES: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    await rm(carpeta, { recursive: true, force: true });
  };
  // initdb, the migrations and the demo seed: allow two minutes on a loaded machine.
  const limite = Date.now() + 120_000;
  for (;;) {
    if (hijo.exitCode !== null) {
      await detener();
      throw new Error(`El servidor embebido terminó al iniciar (${hijo.exitCode}): ${errores}`);
    }
    const lista = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (lista && salida.includes('Ctrl-C para detener')) break;
    if (Date.now() > limite) {
      await detener();
      throw new Error(`El servidor embebido no respondió /healthz: ${errores}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // startEmbeddedPostgres keeps the password beside the folder; postmaster.pid's fourth line is the port.
  const urlBase = async () => {
    const clave = (await readFile(path.join(carpeta, 'pg.password'), 'utf8')).trim();
    const puertoPg = (await readFile(path.join(carpeta, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3];
    return `postgres://postgres:${encodeURIComponent(clave)}@127.0.0.1:${puertoPg}/talento`;
  };
  return { base, respaldos, urlBase, detener };
}
