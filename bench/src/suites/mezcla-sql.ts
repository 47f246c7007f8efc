// Suite "mezcla-sql": what each procedure of the mixed workload asks of PostgreSQL. Same scale data, product and users
// as "mezcla"; each procedure runs alone (BENCH_USUARIOS users, no think time) for BENCH_SEGUNDOS (default 4) after a
// 1 s warm-up, with pg_stat_statements loaded in the kept cluster for this run only. Per procedure: statements per
// request (those run inside functions, triggers and foreign-key checks included, marked "(dentro)") and the statements
// with the most execution time, each per request, with the plans made for them and their planning time (a named
// prepared statement past its fifth run plans only when PostgreSQL keeps choosing custom plans). Execution time is
// wall time inside PostgreSQL: under load it includes waiting for a core. A diagnostic, like "mezcla-cpu" (found with it: the indicators job catching up inside the measurement).
import type pg from 'pg';
import { conClientePg } from '@talento/db';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { correrProcedimientosSolos } from '../lib/procedimientos-solos';

const SEGUNDOS = ENV_BENCH.BENCH_SEGUNDOS ?? 4;
const CALENTAMIENTO = 1;
const MOSTRADAS = 8;
/** The diagnostic's own reads of the view and its reset, left out of what it reports. */
const PROPIAS = `query not like '%pg_stat_statements%'`;

interface FilaSentencia {
  llamadas: number;
  ms: number;
  /** Plans made (a prepared statement's generic plan is made once per connection; a custom plan on each execution). */
  planes: number;
  msPlan: number;
  /** Sent by the client; otherwise run inside another statement (a function, a trigger, a foreign-key check). */
  principal: boolean;
  texto: string;
}

async function sentencias(c: pg.Client): Promise<FilaSentencia[]> {
  const r = await c.query<FilaSentencia>(
    `select calls::float8 as llamadas, total_exec_time as ms, plans::float8 as planes, total_plan_time as "msPlan", toplevel as principal,
       left(regexp_replace(query, '\\s+', ' ', 'g'), 100) as texto
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and ${PROPIAS}
     order by total_exec_time desc`,
  );
  return r.rows;
}

export async function ejecutar(): Promise<void> {
  if (ENV_BENCH.BENCH_DATABASE_URL) {
    console.log(
      'mezcla-sql necesita el clúster del bench (carga pg_stat_statements al arrancarlo): sin BENCH_DATABASE_URL.',
    );
    return;
  }
  const db = await abrirBaseDeEscala(ENV_BENCH.BENCH_PEDIDOS, ENV_BENCH.BENCH_HOJAS_DE_VIDA, 0, undefined, {
    shared_preload_libraries: 'pg_stat_statements',
    'pg_stat_statements.track': 'all',
    'pg_stat_statements.track_planning': 'on',
  });
  try {
    await conClientePg(db.url, (c) => c.query('create extension if not exists pg_stat_statements'));
    await correrProcedimientosSolos(db.url, {
      segundos: SEGUNDOS,
      calentamiento: CALENTAMIENTO,
      encabezado: (usuarios) =>
        `Cada procedimiento solo, ${usuarios} usuarios, ${SEGUNDOS} s: sentencias y ms de ejecución en PostgreSQL por solicitud`,
      antes: async () => {
        await conClientePg(db.url, (c) => c.query('select pg_stat_statements_reset()'));
      },
      despues: async ({ op, solicitudes: n }) => {
        const filas = await conClientePg(db.url, sentencias);
        // A statement's time includes what ran inside it: the total adds the client's statements only.
        const total = filas.reduce(
          (s, f) => ({
            llamadas: s.llamadas + f.llamadas,
            ms: s.ms + (f.principal ? f.ms : 0),
            planes: s.planes + f.planes,
            msPlan: s.msPlan + f.msPlan,
          }),
          { llamadas: 0, ms: 0, planes: 0, msPlan: 0 },
        );
        const por = (x: number) => (n > 0 ? x / n : 0);
        console.log(
          `  ${op.ruta}: ${n} solicitudes, ${por(total.llamadas).toFixed(2)} sentencias y ${por(total.ms).toFixed(3)} ms por solicitud; ${por(total.planes).toFixed(2)} planes y ${por(total.msPlan).toFixed(3)} ms de planificación`,
        );
        for (const f of filas.slice(0, MOSTRADAS))
          console.log(
            `    ${por(f.llamadas).toFixed(2).padStart(6)} × ${por(f.ms).toFixed(3).padStart(7)} ms ${por(f.planes).toFixed(2).padStart(5)} planes ${por(f.msPlan).toFixed(3).padStart(6)} ms ${f.principal ? '        ' : '(dentro)'} ${f.texto}`,
          );
      },
    });
  } finally {
    await db.cerrar();
  }
}
