// Suite "mezcla": a coordinator's mixed workload on the scale data (1,000,000 CVs, 50,000 orders) through
// the real HTTP application (its own Node process, as in production): BENCH_USUARIOS (50) users, each
// with its own session and one of five roles, each sending its next request as soon as the previous one
// answers, for BENCH_SEGUNDOS (60) after a 3 s warm-up. The mix and its weights are in
// lib/mezcla-operaciones.ts. Prints throughput and latency per procedure, the reads whose SQL the services
// export against that SQL run directly, and last `RESULT mezcla req_por_s=… p95_ms=… errores=…`.
// Target on the 2-core machine: ≥ 300 requests/s, p95 < 150 ms, zero errors.
import pg from 'pg';
import { createOrm, type MikroORM } from '@talento/db';
import { consultaVigentes, momentoDe } from '@talento/api/dashboard-consulta';
// Not a package export yet (packages/api/package.json belongs to the lead): the file itself.
import {
  consultaBusquedaCriterios,
  consultaBusquedaPalabra,
} from '../../../packages/api/src/dominios/busqueda/servicios/consulta';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { clienteHttp } from '../lib/cliente-http';
import { cpuLados, pidDelPostmaster, textoCpuPorSolicitud } from '../lib/cpu-proceso';
import { cargaConcurrente, percentil, redondear } from '../lib/medicion';
import { prepararDatosMezcla, type DatosMezcla } from '../lib/mezcla-datos';
import { correrMezcla, totalSolicitudes, type Registros } from '../lib/mezcla-carga';
import { generadorAzar, OPERACIONES, sortear } from '../lib/mezcla-operaciones';
import { ingresarUsuarios, type UsuarioVirtual } from '../lib/mezcla-usuarios';
import { iniciarProductoEnProceso } from '../lib/servidor-http';

const HOJAS_DE_VIDA = ENV_BENCH.BENCH_HOJAS_DE_VIDA;
const PEDIDOS = ENV_BENCH.BENCH_PEDIDOS;
const USUARIOS = ENV_BENCH.BENCH_USUARIOS;
const SEGUNDOS = ENV_BENCH.BENCH_SEGUNDOS ?? 60;
const CALENTAMIENTO = 3;
/** The direct-SQL floor of the reads runs this long (it only needs a stable p95). */
const SEGUNDOS_PISO = Math.min(SEGUNDOS, 15);
/** Procedures whose exact SQL the services export: compared with that SQL run directly. */
const CON_PISO = ['pedidos.dashboard', 'busqueda.palabra', 'busqueda.criterios'];

/**
 * The floor of the reads: the very SQL of the dashboard (each user's own client scope) and of both
 * searches, drawn with the mix's weights from as many pg clients as there are users.
 */
async function medirPiso(
  url: string,
  orm: MikroORM,
  usuarios: UsuarioVirtual[],
  d: DatosMezcla,
): Promise<number[]> {
  const momento = momentoDe(new Date());
  const dashboard = new Map<string, string>();
  const sqlDashboard = (u: UsuarioVirtual) => {
    const clave = JSON.stringify(u.alcance);
    if (!dashboard.has(clave)) {
      const c = consultaVigentes(u.alcance, {}, momento);
      dashboard.set(clave, orm.em.getPlatform().formatQuery(c.sql, c.params));
    }
    return { texto: dashboard.get(clave) as string, valores: [] as unknown[] };
  };
  const lecturas = OPERACIONES.filter((o) => CON_PISO.includes(o.ruta));
  const pool = new pg.Pool({ connectionString: url, max: usuarios.length });
  let siguiente = 0;
  const azar = generadorAzar(7);
  const consulta = () => {
    const u = usuarios[siguiente++ % usuarios.length] as UsuarioVirtual;
    const op = sortear(lecturas, azar);
    const { json } = op.preparar(u, d, azar) ?? { json: {} };
    if (op.ruta === 'pedidos.dashboard') return sqlDashboard(u);
    const s =
      op.ruta === 'busqueda.palabra'
        ? consultaBusquedaPalabra(json.texto as string, 1)
        : consultaBusquedaCriterios(json, 1);
    return { texto: s.sql, valores: s.params };
  };
  try {
    await cargaConcurrente(usuarios.length, CALENTAMIENTO, () => {
      const q = consulta();
      return pool.query(q.texto, q.valores);
    });
    return await cargaConcurrente(usuarios.length, SEGUNDOS_PISO, () => {
      const q = consulta();
      return pool.query(q.texto, q.valores);
    });
  } finally {
    await pool.end();
  }
}

function informe(registros: Registros, ms: number): { total: number; p95: number; errores: number } {
  const segundos = ms / 1000;
  for (const [ruta, r] of registros) {
    if (r.latencias.length === 0) continue;
    console.log(
      `  ${ruta.padEnd(32)} ${String(r.latencias.length).padStart(7)} solicitudes ${(r.latencias.length / segundos).toFixed(1).padStart(7)}/s` +
        `  p50 ${percentil(r.latencias, 50).toFixed(1).padStart(6)} ms  p95 ${percentil(r.latencias, 95).toFixed(1).padStart(6)} ms  errores ${r.errores}`,
    );
    for (const m of r.muestras) console.log(`      ${m}`);
  }
  const todas = [...registros.values()].flatMap((r) => r.latencias);
  return {
    total: todas.length,
    p95: percentil(todas, 95),
    errores: [...registros.values()].reduce((s, r) => s + r.errores, 0),
  };
}

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(PEDIDOS, HOJAS_DE_VIDA);
  const orm = await createOrm({ clientUrl: db.url, poolMax: 1 });
  try {
    const servidor = await iniciarProductoEnProceso(db.url, ENV_BENCH.BENCH_PROCESOS);
    console.log(
      `Servidor: el producto (apps/server/dist/main.js) con TALENTO_PROCESOS=${ENV_BENCH.BENCH_PROCESOS}`,
    );
    const http = clienteHttp(servidor.base, USUARIOS);
    try {
      const usuarios = await ingresarUsuarios(servidor.base, USUARIOS);
      const datos = await prepararDatosMezcla(db.url, usuarios);
      const enCola = [...datos.candidatosDe.values()].reduce((s, l) => s + l.length, 0);
      console.log(
        `${usuarios.length} usuarios (${[...new Set(usuarios.map((u) => u.rol))].join(', ')}), ${enCola} candidatos por mover en etapa cliente`,
      );
      await correrMezcla(usuarios, OPERACIONES, datos, http, servidor.base, CALENTAMIENTO);
      const postmaster = await pidDelPostmaster(db.url);
      const cpu0 = await cpuLados(servidor.pid, postmaster);
      const { registros, ms } = await correrMezcla(
        usuarios,
        OPERACIONES,
        datos,
        http,
        servidor.base,
        SEGUNDOS,
      );
      const cpu1 = await cpuLados(servidor.pid, postmaster);
      console.log(`Mezcla por HTTP, ${USUARIOS} usuarios durante ${(ms / 1000).toFixed(1)} s:`);
      const total = informe(registros, ms);
      // Node runs each web process on one thread; the three sides share the machine's cores.
      if (cpu0.web !== null && cpu1.web !== null)
        console.log(
          `Procesos del servidor: ${((100 * (cpu1.web - cpu0.web)) / ms).toFixed(0)} % de un núcleo`,
        );
      if (cpu0.base !== null && cpu1.base !== null)
        console.log(`PostgreSQL: ${((100 * (cpu1.base - cpu0.base)) / ms).toFixed(0)} % de un núcleo`);
      console.log(`CPU: ${textoCpuPorSolicitud(cpu0, cpu1, totalSolicitudes(registros))}`);

      const lecturas = CON_PISO.flatMap((ruta) => registros.get(ruta)?.latencias ?? []);
      const piso = await medirPiso(db.url, orm, usuarios, datos);
      const p95Lecturas = percentil(lecturas, 95);
      const p95Piso = percentil(piso, 95);
      console.log(
        `Lecturas con SQL exportado (${CON_PISO.join(', ')}): HTTP p95 ${p95Lecturas.toFixed(1)} ms en la mezcla, SQL directo p95 ${p95Piso.toFixed(1)} ms (${piso.length} consultas, ${USUARIOS} clientes)`,
      );
      console.log(
        `RESULT mezcla-lecturas p95_ms=${redondear(p95Lecturas)} floor_p95_ms=${redondear(p95Piso)} ratio=${redondear(p95Piso > 0 ? p95Lecturas / p95Piso : Number.NaN)}`,
      );
      console.log(
        `RESULT mezcla req_por_s=${redondear(total.total / (ms / 1000), 1)} p95_ms=${redondear(total.p95)} errores=${total.errores}`,
      );
    } finally {
      http.cerrar();
      await servidor.cerrar();
    }
  } finally {
    await orm.close(true);
    await db.cerrar();
  }
}
