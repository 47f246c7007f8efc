// Suite "mezcla-cpu": where the CPU of the mixed workload goes. Same scale data, product and users as
// "mezcla", but each procedure of the mix runs alone (BENCH_USUARIOS users, no think time) for
// BENCH_SEGUNDOS (default 8) after a 2 s warm-up, and the CPU of each side is divided by its requests:
// the web processes, PostgreSQL (postmaster and backends, when it runs on this machine) and this load
// generator. A diagnostic: the figure to reach is the mix's (`npm run bench -- mezcla`).
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { clienteHttp } from '../lib/cliente-http';
import { cpuLados, pidDelPostmaster, textoCpuPorSolicitud } from '../lib/cpu-proceso';
import { percentil } from '../lib/medicion';
import { correrMezcla, totalSolicitudes } from '../lib/mezcla-carga';
import { prepararDatosMezcla } from '../lib/mezcla-datos';
import { OPERACIONES } from '../lib/mezcla-operaciones';
import { ingresarUsuarios } from '../lib/mezcla-usuarios';
import { iniciarProductoEnProceso } from '../lib/servidor-http';

const SEGUNDOS = ENV_BENCH.BENCH_SEGUNDOS ?? 8;
const CALENTAMIENTO = 2;

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(ENV_BENCH.BENCH_PEDIDOS, ENV_BENCH.BENCH_HOJAS_DE_VIDA);
  try {
    const servidor = await iniciarProductoEnProceso(db.url, ENV_BENCH.BENCH_PROCESOS);
    const http = clienteHttp(servidor.base, ENV_BENCH.BENCH_USUARIOS);
    try {
      const usuarios = await ingresarUsuarios(servidor.base, ENV_BENCH.BENCH_USUARIOS);
      const datos = await prepararDatosMezcla(db.url, usuarios);
      const postmaster = await pidDelPostmaster(db.url);
      console.log(
        `Cada procedimiento solo, ${usuarios.length} usuarios, ${SEGUNDOS} s (ms de CPU por solicitud):`,
      );
      for (const op of OPERACIONES) {
        await correrMezcla(usuarios, [op], datos, http, servidor.base, CALENTAMIENTO);
        const antes = await cpuLados(servidor.pid, postmaster);
        const { registros, ms } = await correrMezcla(usuarios, [op], datos, http, servidor.base, SEGUNDOS);
        const despues = await cpuLados(servidor.pid, postmaster);
        const r = registros.get(op.ruta);
        const n = totalSolicitudes(registros);
        const lat = r?.latencias ?? [];
        console.log(
          `  ${op.ruta.padEnd(32)} ${String(n).padStart(6)} sol. ${(n / (ms / 1000)).toFixed(0).padStart(5)}/s  p50 ${percentil(lat, 50).toFixed(0).padStart(4)} ms` +
            `  p95 ${percentil(lat, 95).toFixed(0).padStart(4)} ms  errores ${r?.errores ?? 0}  ${textoCpuPorSolicitud(antes, despues, n)}`,
        );
        for (const m of r?.muestras ?? []) console.log(`      ${m}`);
      }
    } finally {
      http.cerrar();
      await servidor.cerrar();
    }
  } finally {
    await db.cerrar();
  }
}
