// The frame shared by the suites that compare a tRPC query through the real HTTP application with the very same
// SQL run directly (busqueda, sugeridos): the same concurrency, warm-up, alternating rounds and report, so their
// ratios mean the same thing.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ENV_BENCH } from '../env';
import { cargaConcurrente, percentil, redondear } from './medicion';

export const CONCURRENCIA = 8;
const SEGUNDOS = ENV_BENCH.BENCH_SEGUNDOS ?? 15;
const CALENTAMIENTO = 3;
const RONDA = 2;

/** A measured case: its name in the report. */
export interface CasoMedido {
  nombre: string;
}

/** Keep-alive HTTP client for the load (enough sockets for the largest concurrency asked): a light client (as autocannon in the pedidos suite), so the load
 * generator's own CPU (fetch costs several times more per request) does not count as server latency. */
const agente = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** POST of a tRPC batch body to `ruta`; anything but HTTP 200 fails the run with the answer. */
export function postear(base: string, ruta: string, encabezados: Record<string, string>, cuerpo: string): Promise<void> {
  const url = new URL(ruta, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent: agente, host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers: { ...encabezados, 'content-length': Buffer.byteLength(cuerpo) } },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (d: Buffer) => partes.push(d));
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${ruta} respondió HTTP ${res.statusCode}: ${Buffer.concat(partes).toString()}`))));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(cuerpo);
  });
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
function informe(titulo: string, porHttp: Map<string, number[]>, piso: Map<string, number[]>): { p95: number; piso: number } {
  let peor = { nombre: '', p95: 0 };
  for (const [nombre, lat] of porHttp) {
    const p95 = percentil(lat, 95);
    const p95Piso = percentil(piso.get(nombre) ?? [], 95);
    console.log(`  ${titulo} "${nombre}": HTTP p95 ${p95.toFixed(1)} ms (${lat.length}), SQL p95 ${p95Piso.toFixed(1)} ms (${piso.get(nombre)?.length ?? 0})`);
    if (p95 > peor.p95) peor = { nombre, p95 };
  }
  console.log(`  ${titulo}: el caso más lento por HTTP es "${peor.nombre}" con p95 ${peor.p95.toFixed(1)} ms`);
  const todas = (m: Map<string, number[]>) => [...m.values()].flat();
  return { p95: percentil(todas(porHttp), 95), piso: percentil(todas(piso), 95) };
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
): Promise<string> {
  const vacio = () => new Map<string, number[]>(lista.map((k) => [k.nombre, []]));
  await medir(lista, porHttp, CALENTAMIENTO, vacio(), concurrencia);
  await medir(lista, porSql, CALENTAMIENTO, vacio(), concurrencia);
  const latHttp = vacio();
  const latSql = vacio();
  for (let t = 0; t < SEGUNDOS; t += RONDA) {
    await medir(lista, porHttp, RONDA, latHttp, concurrencia);
    await medir(lista, porSql, RONDA, latSql, concurrencia);
  }
  const mezcla = informe(nombre, latHttp, latSql);
  const ratio = mezcla.piso > 0 ? mezcla.p95 / mezcla.piso : Number.NaN;
  return `RESULT ${nombre} p95_ms=${redondear(mezcla.p95)} floor_p95_ms=${redondear(mezcla.piso)} ratio=${redondear(ratio)}`;
}
