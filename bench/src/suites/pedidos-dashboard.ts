// Suite "pedidos": the current-orders dashboard (pedidos.dashboard, jefe = every client, no filters) on
// 50,000 generated orders, through the real HTTP application (its own Node process, default pool of 10
// connections) with 20 concurrent requests (autocannon),
// against the same SQL run directly on PostgreSQL with 20 concurrent clients (pg Pool).
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD, createOrm } from '@talento/db';
import { leerTarjetas } from '@talento/rules';
import { consultaVigentes, momentoDe } from '@talento/api/dashboard-consulta';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { cargaConcurrente, percentil, redondear } from '../lib/medicion';
import { cabeceras, ingresar, iniciarServidorEnProceso } from '../lib/servidor-http';

const PEDIDOS = ENV_BENCH.BENCH_PEDIDOS;
const CONCURRENCIA = 20;
const SEGUNDOS = ENV_BENCH.BENCH_SEGUNDOS ?? 15;
const CALENTAMIENTO = 3;

/** p95 (ms) of the tRPC call over HTTP, as the staff client sends it (POST batch, superjson, cookie). */
async function medirHttp(
  base: string,
  cookie: string,
): Promise<{ p95: number; n: number; tarjetas: number }> {
  const url = `${base}/trpc/pedidos.dashboard?batch=1`;
  const opciones = {
    url,
    method: 'POST' as const,
    headers: cabeceras(base, cookie),
    body: JSON.stringify({ 0: { json: {} } }),
  };
  const prueba = await fetch(url, { method: 'POST', headers: opciones.headers, body: opciones.body });
  const cuerpo = (await prueba.json()) as [
    { result?: { data: { json: { tarjetasJson: string; hayMas: boolean } } } },
  ];
  const datos = cuerpo[0]?.result?.data.json;
  if (!prueba.ok || !datos) throw new Error(`pedidos.dashboard respondió HTTP ${prueba.status}`);
  await autocannon({ ...opciones, connections: CONCURRENCIA, duration: CALENTAMIENTO });
  const latencias: number[] = [];
  const instancia = autocannon({ ...opciones, connections: CONCURRENCIA, duration: SEGUNDOS });
  instancia.on('response', (_c: unknown, _status: number, _bytes: number, ms: number) => latencias.push(ms));
  const r = await instancia;
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
    throw new Error(`HTTP: ${r.non2xx} respuestas no 2xx, ${r.errors} errores, ${r.timeouts} timeouts`);
  return {
    p95: percentil(latencias, 95),
    n: latencias.length,
    tarjetas: leerTarjetas(datos.tarjetasJson).length,
  };
}

/** p95 (ms) of the very SQL text the service sends (formatted by the ORM), 20 clients at once. */
async function medirSql(url: string, sql: string): Promise<{ p95: number; n: number }> {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCIA });
  try {
    await cargaConcurrente(CONCURRENCIA, CALENTAMIENTO, () => pool.query(sql));
    const latencias = await cargaConcurrente(CONCURRENCIA, SEGUNDOS, () => pool.query(sql));
    return { p95: percentil(latencias, 95), n: latencias.length };
  } finally {
    await pool.end();
  }
}

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(PEDIDOS);
  const orm = await createOrm({ clientUrl: db.url });
  try {
    const servidor = await iniciarServidorEnProceso(db.url);
    try {
      const cookie = await ingresar(servidor.base, 'jefe', DEMO_PASSWORD);
      const http = await medirHttp(servidor.base, cookie);
      console.log(
        `HTTP pedidos.dashboard: ${http.n} solicitudes en ${SEGUNDOS} s, ${http.tarjetas} tarjetas por respuesta, p95 ${http.p95.toFixed(2)} ms`,
      );
      const consulta = consultaVigentes({ todos: true }, {}, momentoDe(new Date()));
      const sql = orm.em.getPlatform().formatQuery(consulta.sql, consulta.params);
      const piso = await medirSql(db.url, sql);
      console.log(`SQL directo: ${piso.n} consultas en ${SEGUNDOS} s, p95 ${piso.p95.toFixed(2)} ms`);
      const ratio = piso.p95 > 0 ? http.p95 / piso.p95 : Number.NaN;
      console.log(
        `RESULT pedidos-dashboard p95_ms=${redondear(http.p95)} floor_p95_ms=${redondear(piso.p95)} ratio=${redondear(ratio)}`,
      );
    } finally {
      await servidor.cerrar();
    }
  } finally {
    await orm.close(true);
    await db.cerrar();
  }
}
