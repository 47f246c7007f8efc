/**
 * A new installation for the specs of the first run: its own throwaway embedded PostgreSQL (empty: no demo), the built
 * server on a free port with TALENTO_SEED_DEMO=never, and a real SMTP server of its own for the e-mails. The start
 * banner (stdout) is kept: on an installation without an administrator it prints the first-run link.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@talento/db';
import { iniciarSmtp, type ServidorSmtp } from '../smtp';
import { iniciarServidorPropio, puertoLibre } from './proceso';

export interface InstalacionNueva {
  /** http://127.0.0.1:<port> */
  base: string;
  smtp: ServidorSmtp;
  /** Every line the server wrote to stdout so far. */
  salida: () => string;
  /** Runs a statement on the installation's database (`$1…` placeholders): rows a screen cannot create yet. */
  sql: <T extends pg.QueryResultRow = Record<string, unknown>>(
    texto: string,
    valores?: unknown[],
  ) => Promise<T[]>;
  detener: () => Promise<void>;
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
  const baseDeDatos = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const puertoSmtp = await puertoLibre();
  const correo = await iniciarSmtp(puertoSmtp);
  const puerto = await puertoLibre();
  const base = `http://127.0.0.1:${puerto}`;
  // The first start migrates an empty database: allow it a minute and a half on a loaded machine.
  const { salida, detener } = await iniciarServidorPropio({
    nombre: 'El servidor nuevo',
    base,
    limiteMs: 90_000,
    alDetener: async () => {
      await baseDeDatos.end();
      await correo.detener();
      await postgres.stop();
      await rm(carpeta, { recursive: true, force: true });
    },
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
  });
  const sql = async <T extends pg.QueryResultRow>(texto: string, valores: unknown[] = []) =>
    (await baseDeDatos.query<T>(texto, valores)).rows;
  return { base, smtp: correo, salida, detener, sql };
}
