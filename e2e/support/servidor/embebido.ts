/**
 * A server on its own embedded PostgreSQL, as `npm start` runs without DATABASE_URL: the built server with TALENTO_PG_DIR
 * and TALENTO_RESPALDOS_DIR in a temporary folder, the demo seeded, the backup job scheduled on a date the run never
 * reaches (a run is asked for on the screen). For the backups screen only: every other spec uses the one e2e server,
 * which runs on DATABASE_URL.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { CLAVE_DEMO, type Usuario } from '../usuarios';
import { iniciarServidorPropio, puertoLibre } from './proceso';

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

/** Starts it and waits until /healthz answers and the start banner is out (migrations and the demo seed done). */
export async function iniciarServidorEmbebido(): Promise<ServidorEmbebido> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-e2e-embebido-'));
  await chmod(carpeta, 0o755); // as root the cluster runs as `postgres`, which must reach its folder
  const respaldos = path.join(carpeta, 'respaldos');
  const puerto = await puertoLibre();
  const base = `http://127.0.0.1:${puerto}`;
  // initdb, the migrations and the demo seed: allow two minutes on a loaded machine.
  const { detener } = await iniciarServidorPropio({
    nombre: 'El servidor embebido',
    base,
    limiteMs: 120_000,
    alDetener: () => rm(carpeta, { recursive: true, force: true }),
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
  });
  // startEmbeddedPostgres keeps the password beside the folder; postmaster.pid's fourth line is the port.
  const urlBase = async () => {
    const clave = (await readFile(path.join(carpeta, 'pg.password'), 'utf8')).trim();
    const puertoPg = (await readFile(path.join(carpeta, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3];
    return `postgres://postgres:${encodeURIComponent(clave)}@127.0.0.1:${puertoPg}/talento`;
  };
  return { base, respaldos, urlBase, detener };
}
