// npm run seed:scale [-- --pedidos 50000] [--mantener]
// Loads the scale data with COPY into DATABASE_URL (migrated and demo-seeded first when needed), or into a
// throwaway embedded PostgreSQL that is deleted at the end (with --mantener it stays up until Ctrl+C).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../postgres/embedded';
import { generarEscala, prepararBase } from '../scale';

const { values } = parseArgs({
  options: { pedidos: { type: 'string', default: '50000' }, mantener: { type: 'boolean', default: false } },
});
const pedidos = Number(values.pedidos);
if (!Number.isInteger(pedidos) || pedidos < 1) throw new Error('--pedidos debe ser un entero positivo');

let pg: EmbeddedPostgresHandle | undefined;
let carpeta: string | undefined;
const url = process.env.DATABASE_URL ?? (await (async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-escala-'));
  await chmod(carpeta, 0o755); // as root, PostgreSQL runs as `postgres` and must reach the folder
  pg = await startEmbeddedPostgres({ dataDir: path.join(carpeta, 'pg'), ephemeral: true, fast: true });
  return pg.url;
})());
try {
  await prepararBase(url);
  const r = await generarEscala(url, { pedidos, log: (m) => console.log(`  ${m}`) });
  console.log(`Escala cargada en ${(r.ms / 1000).toFixed(1)} s: ${r.pedidos} pedidos, ${r.candidatosPedido} candidatos en pedidos, ${r.eventos} eventos.`);
  if (pg && values.mantener) {
    console.log(`PostgreSQL temporal en ${pg.url} (Ctrl+C para detenerlo y borrarlo).`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  }
} finally {
  await pg?.stop();
  if (carpeta) await rm(carpeta, { recursive: true, force: true });
}
