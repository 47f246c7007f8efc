// Suite "mezcla-cpu": where the CPU of the mixed workload goes. Same scale data, product and users as
// "mezcla", but each procedure of the mix runs alone (BENCH_USUARIOS users, no think time) for
// BENCH_SEGUNDOS (default 8) after a 2 s warm-up, and the CPU of each side is divided by its requests:
// the web processes, PostgreSQL (postmaster and backends, when it runs on this machine) and this load
// generator. A diagnostic: the figure to reach is the mix's (`npm run bench -- mezcla`).
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { cpuLados, pidDelPostmaster, textoCpuPorSolicitud } from '../lib/cpu-proceso';
import { percentil } from '../lib/medicion';
import { correrProcedimientosSolos } from '../lib/procedimientos-solos';

const SEGUNDOS = ENV_BENCH.BENCH_SEGUNDOS ?? 8;
const CALENTAMIENTO = 2;

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(ENV_BENCH.BENCH_PEDIDOS, ENV_BENCH.BENCH_HOJAS_DE_VIDA);
  try {
    const postmaster = await pidDelPostmaster(db.url);
    await correrProcedimientosSolos(db.url, {
      segundos: SEGUNDOS,
      calentamiento: CALENTAMIENTO,
      encabezado: (usuarios) =>
        `Cada procedimiento solo, ${usuarios} usuarios, ${SEGUNDOS} s (ms de CPU por solicitud):`,
      antes: (servidor) => cpuLados(servidor.pid, postmaster),
      despues: async ({ servidor, op, registros, ms, solicitudes: n }, antes) => {
        const despues = await cpuLados(servidor.pid, postmaster);
        const r = registros.get(op.ruta);
        const lat = r?.latencias ?? [];
        console.log(
          `  ${op.ruta.padEnd(32)} ${String(n).padStart(6)} sol. ${(n / (ms / 1000)).toFixed(0).padStart(5)}/s  p50 ${percentil(lat, 50).toFixed(0).padStart(4)} ms` +
            `  p95 ${percentil(lat, 95).toFixed(0).padStart(4)} ms  errores ${r?.errores ?? 0}  ${textoCpuPorSolicitud(antes, despues, n)}`,
        );
        for (const m of r?.muestras ?? []) console.log(`      ${m}`);
      },
    });
  } finally {
    await db.cerrar();
  }
}
