// Suite "reportes": the operations report (issue 19) for today over every branch (jefe) on the scale data
// (BENCH_PEDIDOS orders, default 50,000, with their candidates and events).
// - Uncached: every column computed straight from the source tables (informeDirecto: 3 months + 5 weeks), one user,
//   sequential. Target p95 ≤ 300 ms. Prints `RESULT reportes-calculo p95_ms=…`.
// - Cached: reportes.informeGeneral through the real HTTP application (its own Node process) with 20 concurrent
//   requests, beside the same read of the indicators table run directly on PostgreSQL with 20 clients.
//   Targets p95 ≤ 30 ms, ratio ≤ 1.5. Prints `RESULT reportes p95_ms=… floor_p95_ms=… ratio=…`.
// The days the report needs are computed first with calcularDia (what the job does), timed per day.
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD, createOrm } from '@talento/db';
import { hoyIso, mesesHasta, rangoInforme, semanasHasta } from '@talento/rules';
// Not package exports (packages/api/package.json belongs to the lead): the files themselves, as the sugeridos suite.
import { calcularDia } from '../../../packages/api/src/services/reportes/calcular-dia';
import { informeDirecto } from '../../../packages/api/src/services/reportes/calculo-directo';
import { consultaColumnas } from '../../../packages/api/src/services/reportes/informe';
import { diasEntre } from '../../../packages/api/src/services/reportes/pendientes';
import { aMarcadoresPg } from '../../../packages/api/src/db/consulta-preparada';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { cargaConcurrente, percentil, redondear } from '../lib/medicion';
import { cabeceras, ingresar, iniciarServidorEnProceso } from '../lib/servidor-http';

const CONCURRENCIA = 20;
const SEGUNDOS = ENV_BENCH.BENCH_SEGUNDOS ?? 15;
const CALENTAMIENTO = 3;
const ITERACIONES_SIN_CACHE = 5;
const TODO = { todos: true, sucursales: [], clientes: null, alcance: { todos: true } } as const;

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(ENV_BENCH.BENCH_PEDIDOS);
  const orm = await createOrm({ clientUrl: db.url });
  try {
    const fecha = hoyIso(new Date());
    const { desde } = rangoInforme(fecha);

    // Uncached path, one user.
    const sinCache: number[] = [];
    for (let i = 0; i < ITERACIONES_SIN_CACHE + 1; i++) {
      const t = performance.now();
      await informeDirecto(orm.em.fork(), { ...TODO, sucursales: [] }, {}, fecha, 1);
      if (i > 0) sinCache.push(performance.now() - t); // the first run warms the cache
    }
    console.log(`Sin caché (8 columnas desde las tablas): ${sinCache.map((m) => m.toFixed(0)).join(', ')} ms`);
    console.log(`RESULT reportes-calculo p95_ms=${redondear(percentil(sinCache, 95))}`);

    // What the job does: every day of the report, then nothing is stale (the bulk load appended ranges).
    const dias = diasEntre(desde, fecha);
    const t0 = performance.now();
    for (const dia of dias) await calcularDia(orm.em.fork(), dia, new Date());
    const msDia = (performance.now() - t0) / dias.length;
    await orm.em.fork().execute('delete from rango_indicador_pendiente');
    const [{ filas } = { filas: 0 }] = await orm.em.fork().execute<{ filas: number }[]>('select count(*)::int as filas from indicador_operaciones');
    console.log(`Cálculo de ${dias.length} días: ${msDia.toFixed(0)} ms por día; ${filas} filas en indicador_operaciones`);

    const servidor = await iniciarServidorEnProceso(db.url);
    const pool = new pg.Pool({ connectionString: db.url, max: CONCURRENCIA });
    try {
      const cookie = await ingresar(servidor.base, 'jefe', DEMO_PASSWORD);
      const url = `${servidor.base}/trpc/reportes.informeGeneral?batch=1`;
      const opciones = { url, method: 'POST' as const, headers: cabeceras(servidor.base, cookie), body: JSON.stringify({ 0: { json: { fecha } } }) };
      const prueba = await fetch(url, { method: 'POST', headers: opciones.headers, body: opciones.body });
      const cuerpo = (await prueba.json()) as [{ result?: { data: { json: { calculando: boolean; semanas: unknown[] } } } }];
      const datos = cuerpo[0]?.result?.data.json;
      if (!prueba.ok || !datos || datos.calculando || datos.semanas.length !== 5) throw new Error(`reportes.informeGeneral respondió HTTP ${prueba.status} sin cifras`);
      await autocannon({ ...opciones, connections: CONCURRENCIA, duration: CALENTAMIENTO });
      const latencias: number[] = [];
      const instancia = autocannon({ ...opciones, connections: CONCURRENCIA, duration: SEGUNDOS });
      instancia.on('response', (_c: unknown, _status: number, _bytes: number, ms: number) => latencias.push(ms));
      const r = await instancia;
      if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) throw new Error(`HTTP: ${r.non2xx} respuestas no 2xx, ${r.errors} errores, ${r.timeouts} timeouts`);
      const http = percentil(latencias, 95);
      console.log(`HTTP reportes.informeGeneral: ${latencias.length} solicitudes en ${SEGUNDOS} s, p95 ${http.toFixed(2)} ms`);

      // The same statement the procedure sends: the columns and the computed state of the days they need.
      const { sql, valores } = consultaColumnas([...mesesHasta(fecha), ...semanasHasta(fecha)], { ...TODO, sucursales: [] }, {}, { desde, hasta: fecha });
      const texto = aMarcadoresPg(sql);
      await cargaConcurrente(CONCURRENCIA, CALENTAMIENTO, () => pool.query(texto, valores));
      const directas = await cargaConcurrente(CONCURRENCIA, SEGUNDOS, () => pool.query(texto, valores));
      const piso = percentil(directas, 95);
      console.log(`SQL directo: ${directas.length} consultas en ${SEGUNDOS} s, p95 ${piso.toFixed(2)} ms`);
      console.log(`RESULT reportes p95_ms=${redondear(http)} floor_p95_ms=${redondear(piso)} ratio=${redondear(piso > 0 ? http / piso : Number.NaN)}`);
    } finally {
      await pool.end();
      await servidor.cerrar();
    }
  } finally {
    await orm.close(true);
    await db.cerrar();
  }
}
