// Suite "reportes": the operations report (issue 19) for today over every branch (jefe) on the scale data
// (BENCH_PEDIDOS orders, default 50,000, with their candidates and events).
// - Uncached: every column computed straight from the source tables (informeDirecto: 3 months + 5 weeks), one user,
//   sequential. Target p95 ≤ 300 ms. Prints `RESULT reportes-calculo p95_ms=…`.
// - Cached: reportes.informeGeneral through the real HTTP application (its own Node process) with 20 concurrent
//   requests, beside the same read of the indicators table run directly on PostgreSQL with 20 clients (the frame of
//   the citas and sugeridos suites: alternating rounds, the same prepared statement on both sides).
//   Targets p95 ≤ 30 ms, ratio ≤ 1.5. Prints `RESULT reportes p95_ms=… floor_p95_ms=… ratio=…`.
// The days the report needs are computed first with calcularDia (what the job does), timed per day.
import { DEMO_PASSWORD, createOrm } from '@talento/db';
import { hoyIso, mesesHasta, rangoInforme, semanasHasta } from '@talento/rules';
// Not package exports (packages/api/package.json belongs to the lead): the files themselves, as the sugeridos suite.
import { calcularDia } from '../../../packages/api/src/dominios/reportes/servicios/calcular-dia';
import { informeDirecto } from '../../../packages/api/src/dominios/reportes/servicios/calculo-directo';
import { consultaColumnas } from '../../../packages/api/src/dominios/reportes/servicios/informe';
import { diasEntre } from '../../../packages/api/src/dominios/reportes/servicios/pendientes';
import { aMarcadoresPg } from '../../../packages/api/src/nucleo/sql/consulta-preparada';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { percentil, redondear } from '../lib/medicion';
import { medirProcedimientoFrenteASql } from '../lib/procedimiento-frente-a-sql';
import { cabeceras, ingresar, iniciarServidorEnProceso } from '../lib/servidor-http';

const CONCURRENCIA = 20;
const ITERACIONES_SIN_CACHE = 5;
const TODO = { todos: true, sucursales: [], clientes: null, alcance: { todos: true } } as const;

/** The report answers figures (not "calculando") through HTTP before it is measured. */
async function comprobarCifras(url: string, fecha: string): Promise<void> {
  const servidor = await iniciarServidorEnProceso(url);
  try {
    const cookie = await ingresar(servidor.base, 'jefe', DEMO_PASSWORD);
    const res = await fetch(`${servidor.base}/trpc/reportes.informeGeneral?batch=1`, {
      method: 'POST',
      headers: cabeceras(servidor.base, cookie),
      body: JSON.stringify({ 0: { json: { fecha } } }),
    });
    const cuerpo = (await res.json()) as [
      { result?: { data: { json: { calculando: boolean; semanas: unknown[] } } } },
    ];
    const datos = cuerpo[0]?.result?.data.json;
    if (!res.ok || !datos || datos.calculando || datos.semanas.length !== 5)
      throw new Error(`reportes.informeGeneral respondió HTTP ${res.status} sin cifras`);
  } finally {
    await servidor.cerrar();
  }
}

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
    console.log(
      `Sin caché (8 columnas desde las tablas): ${sinCache.map((m) => m.toFixed(0)).join(', ')} ms`,
    );
    console.log(`RESULT reportes-calculo p95_ms=${redondear(percentil(sinCache, 95))}`);

    // What the job does: every day of the report, then nothing is stale (the bulk load appended ranges).
    const dias = diasEntre(desde, fecha);
    const t0 = performance.now();
    for (const dia of dias) await calcularDia(orm.em.fork(), dia, new Date());
    const msDia = (performance.now() - t0) / dias.length;
    await orm.em.fork().execute('delete from rango_indicador_pendiente');
    const [{ filas } = { filas: 0 }] = await orm.em
      .fork()
      .execute<{ filas: number }[]>('select count(*)::int as filas from indicador_operaciones');
    console.log(
      `Cálculo de ${dias.length} días: ${msDia.toFixed(0)} ms por día; ${filas} filas en indicador_operaciones`,
    );

    // What autovacuum does soon after a bulk delete: without it the empty pending-range table still spans the pages
    // of the ranges the bulk load appended, and every read of the report would scan them.
    await orm.em.fork().execute('vacuum analyze rango_indicador_pendiente');
    await comprobarCifras(db.url, fecha);

    // The same statement the procedure sends: the columns and the computed state of the days they need.
    const { sql, valores } = consultaColumnas(
      [...mesesHasta(fecha), ...semanasHasta(fecha)],
      { ...TODO, sucursales: [] },
      {},
      { desde, hasta: fecha },
    );
    await medirProcedimientoFrenteASql(
      'reportes',
      db.url,
      'reportes.informeGeneral',
      [
        {
          nombre: 'todas las sucursales',
          cuerpo: JSON.stringify({ 0: { json: { fecha } } }),
          sql: { texto: aMarcadoresPg(sql), valores, preparada: true },
        },
      ],
      CONCURRENCIA,
    );
  } finally {
    await orm.close(true);
    await db.cerrar();
  }
}
