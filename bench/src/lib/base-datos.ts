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

async function contar(url: string, sql: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
  } finally {
    await c.end();
  }
}

/**
 * BENCH_DATABASE_URL when given (migrated, demo-seeded and topped up to `pedidos` orders, `hojasDeVida`
 * CVs and `citas` appointments if it has fewer), otherwise a throwaway embedded PostgreSQL loaded with the scale generator and
 * deleted at the end.
 */
export async function abrirBaseDeEscala(pedidos: number, hojasDeVida = 0, citas = 0): Promise<BaseDeBench> {
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
    const hvExistentes = hojasDeVida > 0 ? await contar(url, 'select count(*)::int as n from hoja_de_vida') : 0;
    const existentes = await contar(url, 'select count(*)::int as n from pedido where not es_stock');
    const faltanHv = Math.max(0, hojasDeVida - hvExistentes);
    const faltanPedidos = Math.max(0, pedidos - existentes);
    const faltanCitas = citas > 0 ? Math.max(0, citas - (await contar(url, 'select count(*)::int as n from cita'))) : 0;
    if (faltanHv > 0 || faltanPedidos > 0 || faltanCitas > 0) {
      const r = await generarEscala(url, { pedidos: faltanPedidos, hojasDeVida: faltanHv, citas: faltanCitas, log: faltanHv ? (m) => console.log(`  ${m}`) : undefined });
      console.log(
        `Escala: ${r.hojasDeVida} hojas de vida, ${r.pedidos} pedidos, ${r.candidatosPedido} candidatos en pedidos, ${r.eventos} eventos, ${r.citas} citas en ${(r.ms / 1000).toFixed(1)} s`,
      );
    } else {
      console.log(`Escala: la base ya tiene ${existentes} pedidos${hojasDeVida ? ` y ${hvExistentes} hojas de vida` : ''}${citas ? ` y al menos ${citas} citas` : ''}`);
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
