// Child process of the stack floors (BENCH_PILA=1, pila.ts): a suite's statements, as its procedure sends them (named
// prepared statements on a pool of the product's size), served by the least each layer of the stack needs, so the
// suite can show what the fixed stack costs per request before any of the product's own code:
// - `nodehttp`: node:http, the body parsed, the case's statement, the rows as JSON. No framework: the lower bound of
//   any Node HTTP server answering these rows.
// - `express-trpc`: express and one tRPC procedure (the product's transformer and JSON path, trpc-json.ts) with a zod
//   input, the same statement on the same pool. No session, no permission middleware, no output schema, no ORM: the
//   least the fixed stack (express + tRPC + zod) does per call.
// Arguments: the variant, the database URL and a JSON file with the cases' statements; the body names the case by
// index (`{"0":{"json":{"caso":1}}}`). Prints "PUERTO <n>" when listening.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import { z } from 'zod';
import { initTRPC } from '@trpc/server';
import { transformador } from '../../../packages/api/src/nucleo/transformador';
import { trpcJson } from '@talento/server/src/http/trpc-json';

export interface SentenciaPila {
  texto: string;
  valores: unknown[];
  preparada?: boolean;
}

const [variante, url, archivo] = process.argv.slice(2);
if (!url || !archivo || (variante !== 'nodehttp' && variante !== 'express-trpc'))
  throw new Error('Uso: servidor-pila.ts nodehttp|express-trpc <url> <sentencias.json>');
const sentencias = (JSON.parse(readFileSync(archivo, 'utf8')) as SentenciaPila[]).map((s) => ({
  ...s,
  nombre: s.preparada ? `q_${createHash('sha1').update(s.texto).digest('hex').slice(0, 20)}` : undefined,
}));

// The product's pool size (orm-config.ts poolMax).
const pool = new pg.Pool({ connectionString: url, max: 10 });

/** The case's rows, its statement sent as the product sends it. */
async function filas(caso: number): Promise<unknown[]> {
  const s = sentencias[caso];
  if (!s) throw new Error(`No hay caso ${caso}`);
  const r = s.nombre
    ? await pool.query({ name: s.nombre, text: s.texto, values: s.valores })
    : await pool.query(s.texto, s.valores);
  return r.rows as unknown[];
}

const Entrada = z.object({ caso: z.number().int().min(0) });

function servidorNodeHttp(): http.Server {
  return http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (d: Buffer) => partes.push(d));
    req.on('end', () => {
      const lote = JSON.parse(Buffer.concat(partes).toString('utf8')) as Record<string, { json: unknown }>;
      filas(Entrada.parse(lote[0]?.json).caso).then(
        (rows) => {
          const cuerpo = JSON.stringify([{ result: { data: { json: rows } } }]);
          res.writeHead(200, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(cuerpo),
          });
          res.end(cuerpo);
        },
        (error: unknown) => {
          res.writeHead(500);
          res.end(String(error));
        },
      );
    });
  });
}

function servidorExpressTrpc(): http.Server {
  const t = initTRPC.create({ transformer: transformador });
  const router = t.router({ pila: t.procedure.input(Entrada).query(({ input }) => filas(input.caso)) });
  const app = express();
  app.use(
    '/trpc',
    trpcJson({
      router,
      maxBatchSize: 10,
      maxBodySize: 1024 * 1024,
      createContext: () => Promise.resolve({}),
    }),
  );
  return http.createServer(app);
}

const servidor = variante === 'nodehttp' ? servidorNodeHttp() : servidorExpressTrpc();
servidor.listen(0, '127.0.0.1', () => console.log(`PUERTO ${(servidor.address() as AddressInfo).port}`));
process.once('SIGTERM', () => {
  servidor.close();
  servidor.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
});
