// The stack floors of a procedure-against-SQL suite (BENCH_PILA=1): before the product, the suite's very statements
// served by node:http alone and by express + tRPC alone (servidor-pila.ts), each beside the SQL run directly in the
// same alternating rounds, with the server's CPU per request. What the fixed stack costs before the product's own
// code, on the same machine and data:
//   RESULT <suite>-pila-nodehttp       node:http + pg: the lower bound of any Node HTTP server for these rows
//   RESULT <suite>-pila-express-trpc   express + tRPC (the product's JSON path and transformer) + zod + pg, nothing else
// and, after the product's own line, the product beside express + tRPC in the same rounds (medirFrenteAPila):
//   RESULT <suite>-frente-a-pila       the product's p95 against express + tRPC's, the goal's measure
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type CasoMedido, cerrarConexiones, compararHttpConSql, postear } from './http-frente-a-sql';
import type { CasoProcedimiento } from './procedimiento-frente-a-sql';
import { iniciarProcesoQueEscucha } from './servidor-http';
import type { SentenciaPila } from './servidor-pila';

const SERVIDOR_PILA = new URL('./servidor-pila.ts', import.meta.url).pathname;
const VARIANTES = ['nodehttp', 'express-trpc'] as const;

/** The body that names case `i` to a stack server. */
const cuerpoPila = (i: number) => JSON.stringify({ 0: { json: { caso: i } } });

/** Writes the cases' statements where servidor-pila.ts reads them, runs `fn` with the file and removes it. */
async function conSentencias<T>(
  casos: readonly { sql: SentenciaPila }[],
  fn: (archivo: string) => Promise<T>,
): Promise<T> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-pila-'));
  const archivo = path.join(carpeta, 'sentencias.json');
  try {
    await writeFile(archivo, JSON.stringify(casos.map((c) => c.sql)));
    return await fn(archivo);
  } finally {
    await rm(carpeta, { recursive: true, force: true });
  }
}

export async function medirPila(
  nombre: string,
  url: string,
  casos: CasoProcedimiento[],
  concurrencia: number,
  sqlDirecto: (pool: pg.Pool) => (caso: CasoProcedimiento) => Promise<void>,
): Promise<void> {
  // The case travels as its index: both servers run exactly the statement the suite measures directly.
  const porIndice = casos.map((c, i) => ({ ...c, cuerpo: cuerpoPila(i) }));
  await conSentencias(casos, async (archivo) => {
    for (const variante of VARIANTES) {
      const servidor = await iniciarProcesoQueEscucha(SERVIDOR_PILA, [variante, url, archivo]);
      const pool = new pg.Pool({ connectionString: url, max: concurrencia });
      try {
        const porHttp = (caso: CasoProcedimiento) =>
          postear(servidor.base, '/trpc/pila?batch=1', { 'content-type': 'application/json' }, caso.cuerpo);
        console.log(
          await compararHttpConSql(
            `${nombre}-pila-${variante}`,
            porIndice,
            porHttp,
            sqlDirecto(pool),
            concurrencia,
            servidor.pid,
          ),
        );
      } finally {
        cerrarConexiones(servidor.base);
        await pool.end();
        await servidor.cerrar();
      }
    }
  });
}

/**
 * The product beside express + tRPC alone, both serving the suite's statements, measured in alternating rounds of the
 * same concurrency (what the product adds to the fixed stack, without going through two SQL floors measured at
 * different moments): `RESULT <suite>-frente-a-pila p95_ms=<product> floor_p95_ms=<express + tRPC> ratio=…`, with
 * each server's CPU per request.
 */
export async function medirFrenteAPila<C extends CasoMedido & { sql: SentenciaPila }>(
  nombre: string,
  url: string,
  casos: C[],
  concurrencia: number,
  porProducto: (caso: C) => Promise<void>,
  pidProducto: number | undefined,
): Promise<void> {
  const conCuerpo = casos.map((c, i) => ({ ...c, cuerpoPila: cuerpoPila(i) }));
  await conSentencias(casos, async (archivo) => {
    const pila = await iniciarProcesoQueEscucha(SERVIDOR_PILA, ['express-trpc', url, archivo]);
    try {
      const porPila = (caso: { cuerpoPila: string }) =>
        postear(pila.base, '/trpc/pila?batch=1', { 'content-type': 'application/json' }, caso.cuerpoPila);
      console.log(
        await compararHttpConSql(
          `${nombre}-frente-a-pila`,
          conCuerpo,
          porProducto,
          porPila,
          concurrencia,
          pidProducto,
          pila.pid,
        ),
      );
    } finally {
      cerrarConexiones(pila.base);
      await pila.cerrar();
    }
  });
}
