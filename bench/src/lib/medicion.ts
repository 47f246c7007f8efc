import { performance } from 'node:perf_hooks';

/** The p-th percentile (0–100) of a list of latencies, nearest-rank. */
export function percentil(valores: readonly number[], p: number): number {
  if (valores.length === 0) return Number.NaN;
  const orden = [...valores].sort((a, b) => a - b);
  const rango = Math.min(orden.length - 1, Math.max(0, Math.ceil((p / 100) * orden.length) - 1));
  return orden[rango] as number;
}

export const redondear = (n: number, decimales = 2): number => Number(n.toFixed(decimales));

/**
 * Runs `fn` from `concurrencia` loops at once for `segundos`, and returns every call's latency (ms).
 * Used for the SQL floor; the HTTP side is measured by autocannon with the same concurrency.
 */
export async function cargaConcurrente(
  concurrencia: number,
  segundos: number,
  fn: () => Promise<unknown>,
): Promise<number[]> {
  const latencias: number[] = [];
  const fin = performance.now() + segundos * 1000;
  await Promise.all(
    Array.from({ length: concurrencia }, async () => {
      while (performance.now() < fin) {
        const t0 = performance.now();
        await fn();
        latencias.push(performance.now() - t0);
      }
    }),
  );
  return latencias;
}

/** Sequential average ms per call after a short warm-up. */
export async function medirSecuencial(
  nombre: string,
  n: number,
  fn: () => Promise<unknown>,
): Promise<number> {
  for (let i = 0; i < 20; i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const porOp = (performance.now() - t0) / n;
  console.log(`RESULT ${nombre}: ${porOp.toFixed(3)} ms/op (${n} ops)`);
  return porOp;
}
