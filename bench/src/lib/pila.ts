// The stack floors of a procedure-against-SQL suite (BENCH_PILA=1): before the product, the suite's very statements
// served by node:http alone and by express + tRPC alone (servidor-pila.ts), each beside the SQL run directly in the
// same alternating rounds, with the server's CPU per request. What the fixed stack costs before the product's own
// code, on the same machine and data:
//   RESULT <suite>-pila-nodehttp       node:http + pg: the lower bound of any Node HTTP server for these rows
//   RESULT <suite>-pila-express-trpc   express + tRPC (the product's JSON path and transformer) + zod + pg, nothing else
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cerrarConexiones, compararHttpConSql, postear } from './http-frente-a-sql';
import type { CasoProcedimiento } from './procedimiento-frente-a-sql';
import { iniciarProcesoQueEscucha } from './servidor-http';
import type { SentenciaPila } from './servidor-pila';

const SERVIDOR_PILA = new URL('./servidor-pila.ts', import.meta.url).pathname;
const VARIANTES = ['nodehttp', 'express-trpc'] as const;

export async function medirPila(
  nombre: string,
  url: string,
  casos: CasoProcedimiento[],
  concurrencia: number,
  sqlDirecto: (pool: pg.Pool) => (caso: CasoProcedimiento) => Promise<void>,
): Promise<void> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-pila-'));
  const archivo = path.join(carpeta, 'sentencias.json');
  await writeFile(archivo, JSON.stringify(casos.map((c): SentenciaPila => c.sql)));
  // The case travels as its index: both servers run exactly the statement the suite measures directly.
  const porIndice = casos.map((c, i) => ({ ...c, cuerpo: JSON.stringify({ 0: { json: { caso: i } } }) }));
  try {
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
  } finally {
    await rm(carpeta, { recursive: true, force: true });
  }
}
