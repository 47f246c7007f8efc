// Diagnostic suite "pila" (only when named): what the fixed stack costs per request before the product's own code, on
// the citas bench's data and cases (issue 18: 20 concurrent, ratio ≤ 1.5 against the same SQL run directly). The same
// statement, from the same validated filters, served three ways, each beside the SQL run directly in alternating
// rounds (servidor-pila.ts):
//   RESULT pila-nodehttp       node:http + zod + pg: the lower bound of any Node HTTP server for this statement
//   RESULT pila-express-trpc   express + tRPC (the product's JSON path and transformer) + zod + pg, nothing else
//   RESULT pila-producto       the product's citas.listar (session, permission, scope, output schema, ORM pool)
// Each prints the server's CPU per request, which is what the ratio is made of on a machine whose cores are saturated.
import pg from 'pg';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { CONCURRENCIA_CITAS, casosCitas } from './citas';
import { cerrarConexiones, compararHttpConSql, postear } from '../lib/http-frente-a-sql';
import { medirProcedimientoFrenteASql, sqlDirecto, type CasoProcedimiento } from '../lib/procedimiento-frente-a-sql';
import { iniciarProcesoQueEscucha } from '../lib/servidor-http';

const SERVIDOR_PILA = new URL('../lib/servidor-pila.ts', import.meta.url).pathname;

async function medirVariante(variante: 'nodehttp' | 'express-trpc', url: string, casos: CasoProcedimiento[]): Promise<void> {
  const servidor = await iniciarProcesoQueEscucha(SERVIDOR_PILA, [variante, url]);
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCIA_CITAS });
  const encabezados = { 'content-type': 'application/json' };
  try {
    const porHttp = (caso: CasoProcedimiento) => postear(servidor.base, '/trpc/citas.listar?batch=1', encabezados, caso.cuerpo);
    console.log(await compararHttpConSql(`pila-${variante}`, casos, porHttp, sqlDirecto(pool), CONCURRENCIA_CITAS, servidor.pid));
  } finally {
    cerrarConexiones(servidor.base);
    await pool.end();
    await servidor.cerrar();
  }
}

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(ENV_BENCH.BENCH_PEDIDOS, 0, ENV_BENCH.BENCH_CITAS);
  try {
    const casos = await casosCitas(db.url);
    await medirVariante('nodehttp', db.url, casos);
    await medirVariante('express-trpc', db.url, casos);
    await medirProcedimientoFrenteASql('pila-producto', db.url, 'citas.listar', casos, CONCURRENCIA_CITAS);
  } finally {
    await db.cerrar();
  }
}
