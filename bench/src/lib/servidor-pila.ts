// Child process of the "pila" diagnostic suite: the appointments dashboard statement (citas.listar's, built by the
// same consultaListaCitas from the same validated filters) served by the least each layer of the stack needs, so the
// suite can show what the fixed stack costs per request before any of the product's own code:
// - `nodehttp`: node:http, the body parsed, the filters validated with zod, the named statement on a pg pool, the
//   rows as JSON. No framework: the lower bound of any Node HTTP server running this statement.
// - `express-trpc`: express and one tRPC procedure (the product's transformer and JSON path, trpc-json.ts) with the
//   same zod input, the same statement on the same pg pool. No session, no permission middleware, no output schema,
//   no ORM: the least the fixed stack (express + tRPC + zod) does per call.
// Prints "PUERTO <n>" when listening.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import { initTRPC } from '@trpc/server';
import { FiltrosCitas } from '@talento/rules';
import { transformador } from '../../../packages/api/src/transformador';
import { aMarcadoresPg } from '../../../packages/api/src/db/consulta-preparada';
import { consultaListaCitas } from '../../../packages/api/src/services/citas/listar';
import { trpcJson } from '@talento/server/src/http/trpc-json';

const [variante, url] = process.argv.slice(2);
if (!url || (variante !== 'nodehttp' && variante !== 'express-trpc')) throw new Error('Uso: servidor-pila.ts nodehttp|express-trpc <url>');

// The product's pool size (orm-config.ts poolMax).
const pool = new pg.Pool({ connectionString: url, max: 10 });
const nombres = new Map<string, string>();

/** The dashboard page for these filters, as the product sends it: a named prepared statement. */
async function pagina(entrada: unknown): Promise<unknown[]> {
  const { sql, params } = consultaListaCitas({ todos: true }, FiltrosCitas.parse(entrada));
  let nombre = nombres.get(sql);
  if (!nombre) {
    nombre = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    nombres.set(sql, nombre);
  }
  return (await pool.query({ name: nombre, text: aMarcadoresPg(sql), values: params })).rows as unknown[];
}

function servidorNodeHttp(): http.Server {
  return http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (d: Buffer) => partes.push(d));
    req.on('end', () => {
      const lote = JSON.parse(Buffer.concat(partes).toString('utf8')) as Record<string, { json: unknown }>;
      pagina(lote[0]?.json).then(
        (filas) => {
          const cuerpo = JSON.stringify([{ result: { data: { json: filas } } }]);
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(cuerpo) });
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
  const router = t.router({ citas: t.router({ listar: t.procedure.input(FiltrosCitas).query(({ input }) => pagina(input)) }) });
  const app = express();
  app.use('/trpc', trpcJson({ router, maxBatchSize: 10, maxBodySize: 1024 * 1024, createContext: () => Promise.resolve({}) }));
  return http.createServer(app);
}

const servidor = variante === 'nodehttp' ? servidorNodeHttp() : servidorExpressTrpc();
servidor.keepAliveTimeout = 60_000;
servidor.listen(0, '127.0.0.1', () => console.log(`PUERTO ${(servidor.address() as AddressInfo).port}`));
process.once('SIGTERM', () => {
  servidor.close();
  servidor.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
});
