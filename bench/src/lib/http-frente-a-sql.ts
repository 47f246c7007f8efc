// The frame shared by the suites that compare a tRPC query through the real HTTP application with the very same
// SQL run directly (busqueda, sugeridos): the same concurrency, warm-up, alternating rounds and report, so their
// ratios mean the same thing.
import { performance } from 'node:perf_hooks';
import { ENV_BENCH } from '../env';
import { clienteHttp, type ClienteHttp } from './cliente-http';
import { cpuDeProceso } from './cpu-proceso';
import { cargaConcurrente, percentil, redondear } from './medicion';

export const CONCURRENCIA = 8;
const SEGUNDOS = ENV_BENCH.BENCH_SEGUNDOS ?? 15;
const CALENTAMIENTO = 3;
const RONDA = 2;

/** A measured case: its name in the report. */
export interface CasoMedido {
  nombre: string;
}

/** Light keep-alive clients for the load, one per base URL (see cliente-http.ts): node:http's client cost the load
 * generator, which shares the 2 cores with the server and PostgreSQL, ~0.6–1 ms of CPU per request, and that CPU
 * was taken from the server under measurement. */
const clientes = new Map<string, ClienteHttp>();

/** POST of a tRPC batch body to `ruta`; anything but HTTP 200 fails the run with the answer. */
export async function postear(
  base: string,
  ruta: string,
  encabezados: Record<string, string>,
  cuerpo: string,
): Promise<void> {
  let cliente = clientes.get(base);
  if (!cliente) {
    cliente = clienteHttp(base, 64);
    clientes.set(base, cliente);
  }
  const r = await cliente.postear(ruta, encabezados, cuerpo);
  if (r.status !== 200) throw new Error(`${ruta} respondió HTTP ${r.status}: ${r.cuerpo}`);
}

/** Closes the load connections to `base` (before its server stops). */
export function cerrarConexiones(base: string): void {
  clientes.get(base)?.cerrar();
  clientes.delete(base);
}

/** Round-robin over the cases from `concurrencia` loops for `segundos`; latencies added per case. */
async function medir<C extends CasoMedido>(
  lista: C[],
  fn: (caso: C) => Promise<void>,
  segundos: number,
  porCaso: Map<string, number[]>,
  concurrencia: number,
): Promise<void> {
  let i = 0;
  await cargaConcurrente(concurrencia, segundos, async () => {
    const caso = lista[i++ % lista.length] as C;
    const t0 = performance.now();
    await fn(caso);
    porCaso.get(caso.nombre)?.push(performance.now() - t0);
  });
}

/**
 * Per-case lines (each case's p95 must stay within its target), then the whole mix of each side: the RESULT line
 * compares the p95 of every request of the mix through HTTP with the p95 of the same statements run directly,
 * like with like. (Pairing only the slowest case with its own floor swings with whichever case happens to be
 * slowest once the server queues queries in arrival order, see docs/performance.md.)
 */
function informe(
  titulo: string,
  porHttp: Map<string, number[]>,
  piso: Map<string, number[]>,
): { p95: number; piso: number } {
  let peor = { nombre: '', p95: 0 };
  for (const [nombre, lat] of porHttp) {
    const p95 = percentil(lat, 95);
    const p95Piso = percentil(piso.get(nombre) ?? [], 95);
    console.log(
      `  ${titulo} "${nombre}": HTTP p95 ${p95.toFixed(1)} ms (${lat.length}), SQL p95 ${p95Piso.toFixed(1)} ms (${piso.get(nombre)?.length ?? 0})`,
    );
    if (p95 > peor.p95) peor = { nombre, p95 };
  }
  console.log(
    `  ${titulo}: el caso más lento por HTTP es "${peor.nombre}" con p95 ${peor.p95.toFixed(1)} ms`,
  );
  const todas = (m: Map<string, number[]>) => [...m.values()].flat();
  return { p95: percentil(todas(porHttp), 95), piso: percentil(todas(piso), 95) };
}

/** CPU time (ms) of process `pid` while `fn` runs; 0 without a process. */
async function cpuDurante(pid: number | undefined, fn: () => Promise<void>): Promise<number> {
  const antes = await cpuDeProceso(pid);
  await fn();
  const despues = await cpuDeProceso(pid);
  return antes !== null && despues !== null ? despues - antes : 0;
}

function imprimirCpu(
  nombre: string,
  quien: string,
  pid: number | undefined,
  ms: number,
  latencias: Map<string, number[]>,
): void {
  const solicitudes = [...latencias.values()].reduce((n, l) => n + l.length, 0);
  if (pid !== undefined && solicitudes > 0)
    console.log(
      `  ${nombre}: CPU ${quien} ${(ms / solicitudes).toFixed(2)} ms por solicitud (${solicitudes} solicitudes)`,
    );
}

/**
 * Warms both sides, then measures them in short alternating rounds (so load from other processes of a shared
 * machine falls on both alike) and answers the `RESULT <nombre> p95_ms=… floor_p95_ms=… ratio=…` line.
 */
export async function compararHttpConSql<C extends CasoMedido>(
  nombre: string,
  lista: C[],
  porHttp: (caso: C) => Promise<void>,
  porSql: (caso: C) => Promise<void>,
  /** Concurrent loops of each side (the citas suite asks 20, as its issue). */
  concurrencia = CONCURRENCIA,
  /** The server's process when it runs in its own: its CPU per HTTP request is printed (what the HTTP side adds). */
  pidServidor?: number,
  /** When the second side is a server too (the product beside express + tRPC alone): its process, for its CPU. */
  pidPiso?: number,
): Promise<string> {
  const vacio = () => new Map<string, number[]>(lista.map((k) => [k.nombre, []]));
  await medir(lista, porHttp, CALENTAMIENTO, vacio(), concurrencia);
  await medir(lista, porSql, CALENTAMIENTO, vacio(), concurrencia);
  const latHttp = vacio();
  const latSql = vacio();
  const cpu = { http: 0, piso: 0 };
  for (let t = 0; t < SEGUNDOS; t += RONDA) {
    cpu.http += await cpuDurante(pidServidor, () => medir(lista, porHttp, RONDA, latHttp, concurrencia));
    cpu.piso += await cpuDurante(pidPiso, () => medir(lista, porSql, RONDA, latSql, concurrencia));
  }
  const mezcla = informe(nombre, latHttp, latSql);
  imprimirCpu(nombre, 'del servidor', pidServidor, cpu.http, latHttp);
  imprimirCpu(nombre, 'del segundo servidor', pidPiso, cpu.piso, latSql);
  const ratio = mezcla.piso > 0 ? mezcla.p95 / mezcla.piso : Number.NaN;
  return `RESULT ${nombre} p95_ms=${redondear(mezcla.p95)} floor_p95_ms=${redondear(mezcla.piso)} ratio=${redondear(ratio)}`;
}
