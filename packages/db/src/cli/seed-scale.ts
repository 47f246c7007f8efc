// npm run seed:scale [-- --hojas-de-vida 1000000] [--pedidos 50000] [--citas 0] [--mantener]
// Loads the scale data with COPY into DATABASE_URL (migrated and demo-seeded first when needed), or into a
// throwaway embedded PostgreSQL that is deleted at the end (with --mantener it stays up until Ctrl+C).
// Defaults: 1,000,000 candidates with CVs, 50,000 orders and no appointments; 0 skips a step.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../postgres/embedded';
import { generarEscala, prepararBase } from '../scale';

const { values } = parseArgs({
  options: {
    pedidos: { type: 'string', default: '50000' },
    'hojas-de-vida': { type: 'string', default: '1000000' },
    citas: { type: 'string', default: '0' },
    mantener: { type: 'boolean', default: false },
  },
});
const pedidos = Number(values.pedidos);
if (!Number.isInteger(pedidos) || pedidos < 0)
  throw new Error('--pedidos debe ser un entero mayor o igual a 0');
const hojasDeVida = Number(values['hojas-de-vida']);
if (!Number.isInteger(hojasDeVida) || hojasDeVida < 0)
  throw new Error('--hojas-de-vida debe ser un entero mayor o igual a 0');
const citas = Number(values.citas);
if (!Number.isInteger(citas) || citas < 0) throw new Error('--citas debe ser un entero mayor o igual a 0');

let pg: EmbeddedPostgresHandle | undefined;
let carpeta: string | undefined;
const url =
  process.env.DATABASE_URL ??
  (await (async () => {
    carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-escala-'));
    await chmod(carpeta, 0o755); // as root, PostgreSQL runs as `postgres` and must reach the folder
    pg = await startEmbeddedPostgres({ dataDir: path.join(carpeta, 'pg'), ephemeral: true, fast: true });
    return pg.url;
  })());
try {
  await prepararBase(url);
  const r = await generarEscala(url, { pedidos, hojasDeVida, citas, log: (m) => console.log(`  ${m}`) });
  console.log(
    `Escala cargada en ${(r.ms / 1000).toFixed(1)} s: ${r.hojasDeVida} candidatos con hoja de vida, ${r.pedidos} pedidos, ` +
      `${r.candidatosPedido} candidatos en pedidos, ${r.eventos} eventos, ${r.citas} citas.`,
  );
  if (pg && values.mantener) {
    console.log(`PostgreSQL temporal en ${pg.url} (Ctrl+C para detenerlo y borrarlo).`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  }
} finally {
  await pg?.stop();
  if (carpeta) await rm(carpeta, { recursive: true, force: true });
}
