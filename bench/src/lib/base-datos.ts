import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@talento/db';
import { generarEscala, prepararBase } from '@talento/db/scale';
import pg from 'pg';
import { ENV_BENCH } from '../env';

export interface BaseDeBench {
  url: string;
  cerrar(): Promise<void>;
}

async function contarPedidos(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ n: number }>('select count(*)::int as n from pedido where not es_stock')).rows[0]?.n ?? 0;
  } finally {
    await c.end();
  }
}

/**
 * BENCH_DATABASE_URL when given (migrated, demo-seeded and topped up to `pedidos` orders if it has fewer),
 * otherwise a throwaway embedded PostgreSQL loaded with the scale generator and deleted at the end.
 */
export async function abrirBaseDeEscala(pedidos: number): Promise<BaseDeBench> {
  const externa = ENV_BENCH.BENCH_DATABASE_URL;
  let carpeta: string | undefined;
  let detener: (() => Promise<void>) | undefined;
  let url = externa;
  if (!url) {
    carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-bench-escala-'));
    await chmod(carpeta, 0o755); // as root, PostgreSQL runs as `postgres` and must reach the folder
    const handle = await startEmbeddedPostgres({ dataDir: path.join(carpeta, 'pg'), ephemeral: true, fast: true });
    url = handle.url;
    detener = () => handle.stop();
  }
  try {
    await prepararBase(url);
    const existentes = await contarPedidos(url);
    if (existentes < pedidos) {
      const r = await generarEscala(url, { pedidos: pedidos - existentes });
      console.log(`Escala: ${r.pedidos} pedidos, ${r.candidatosPedido} candidatos en pedidos, ${r.eventos} eventos en ${(r.ms / 1000).toFixed(1)} s`);
    } else {
      console.log(`Escala: la base ya tiene ${existentes} pedidos`);
    }
  } catch (error) {
    await detener?.();
    throw error;
  }
  return {
    url,
    async cerrar() {
      await detener?.();
      if (carpeta) await rm(carpeta, { recursive: true, force: true });
    },
  };
}
