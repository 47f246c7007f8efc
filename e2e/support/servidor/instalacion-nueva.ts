/**
 * A new installation for the specs of the first run: its own throwaway embedded PostgreSQL (empty: no demo), the built
 * server on a free port with TALENTO_SEED_DEMO=never, and a real SMTP server of its own for the e-mails. The start
 * banner (stdout) is kept: on an installation without an administrator it prints the first-run link.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '@talento/db';
import { iniciarSmtp, type ServidorSmtp } from '../smtp';

const MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

export interface InstalacionNueva {
  /** http://127.0.0.1:<port> */
  base: string;
  smtp: ServidorSmtp;
  /** Every line the server wrote to stdout so far. */
  salida: () => string;
  detener: () => Promise<void>;
}

async function puertoLibre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const d = s.address();
  await new Promise<void>((resolve) => s.close(() => resolve()));
  if (!d || typeof d === 'string') throw new Error('sin puerto libre');
  return d.port;
}

/** Starts the installation and waits until /healthz answers (state, with a limit for a broken start). */
export async function iniciarInstalacionNueva(): Promise<InstalacionNueva> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-e2e-nueva-'));
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(carpeta, 'pg'),
    ephemeral: true,
    fast: true,
  });
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database talento');
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = '/talento';
  const puertoSmtp = await puertoLibre();
  const correo = await iniciarSmtp(puertoSmtp);
  const puerto = await puertoLibre();
  const base = `http://127.0.0.1:${puerto}`;
  const hijo = spawn(process.execPath, [MAIN], {
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(puerto),
      DATABASE_URL: url.toString(),
      TALENTO_SEED_DEMO: 'never',
      TALENTO_PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${puertoSmtp}`,
      OUTBOX_INTERVALO_MS: '500',
      OUTBOX_INTENTOS: '1',
      STOCK_MANTENIMIENTO: 'false',
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
    await correo.detener();
    await postgres.stop();
    await rm(carpeta, { recursive: true, force: true });
  };
  // The first start migrates an empty database: allow it a minute and a half on a loaded machine.
  const limite = Date.now() + 90_000;
  for (;;) {
    if (hijo.exitCode !== null) {
      await detener();
      throw new Error(`El servidor nuevo terminó al iniciar (${hijo.exitCode}): ${errores}`);
    }
    const lista = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (lista && salida.includes('Ctrl-C para detener')) break;
    if (Date.now() > limite) {
      await detener();
      throw new Error(`El servidor nuevo no respondió /healthz: ${errores}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, smtp: correo, salida: () => salida, detener };
}
