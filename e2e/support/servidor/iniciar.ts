/**
 * The e2e web server: a throwaway embedded PostgreSQL started here, then the built server against it
 * (DATABASE_URL). The database URL is written to a private file so the test workers can build data with the
 * factories (support/fabricas) the same way the seeders do; the server never exposes anything for tests.
 * A fake ERP (support/servidor/erp.ts) runs in this process; the server gets its URL as ERP_URL, so filing,
 * induction and CV sends go through the real outbox worker and HTTP client.
 * A fake report host (support/servidor/reportes.ts) serves the page the named-report spec frames.
 * Stops the server, then the fake ERP and the database (deleting its folder), on SIGTERM/SIGINT.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '@talento/db';
import { entornoServidorE2e } from './entorno';
import { entornoDelServidor, PUERTO_E2E } from './env';
import { iniciarErpE2e, TOKEN_ERP_E2E } from './erp';
import { iniciarReportesE2e } from './reportes';
import { archivoBase, carpetaDeCorrida, REGISTRO_SERVIDOR_E2E } from './rutas';

const MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));
const carpeta = carpetaDeCorrida(PUERTO_E2E);

await rm(carpeta, { recursive: true, force: true });
await mkdir(carpeta, { recursive: true, mode: 0o755 });
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
await writeFile(archivoBase(PUERTO_E2E), JSON.stringify({ url: url.toString() }), { mode: 0o600 });

const erp = await iniciarErpE2e();
const reportes = await iniciarReportesE2e(PUERTO_E2E);

const servidor = spawn(process.execPath, [MAIN], {
  env: {
    ...entornoDelServidor(entornoServidorE2e()),
    DATABASE_URL: url.toString(),
    ERP_URL: erp.url,
    ERP_TOKEN: TOKEN_ERP_E2E,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The server's log (JSON lines) is kept for `npm test`, which prints its warnings and errors when a spec fails.
await mkdir(path.dirname(REGISTRO_SERVIDOR_E2E), { recursive: true });
servidor.stdout.pipe(createWriteStream(REGISTRO_SERVIDOR_E2E));

let terminando = false;
async function terminar(codigo: number): Promise<void> {
  if (terminando) return;
  terminando = true;
  if (servidor.exitCode === null) {
    const salida = new Promise((resolve) => servidor.once('exit', resolve));
    servidor.kill('SIGTERM');
    await salida;
  }
  await erp.cerrar();
  await reportes.cerrar();
  await postgres.stop();
  await rm(carpeta, { recursive: true, force: true });
  process.exit(codigo);
}

for (const senal of ['SIGTERM', 'SIGINT'] as const) process.once(senal, () => void terminar(0));
servidor.once('exit', (codigo) => void terminar(codigo ?? 1));
