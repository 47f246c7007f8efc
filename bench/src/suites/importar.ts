// Suite "importar" (issue 36 §6): the built CLI (`apps/server/dist/importar.js`, `npm run build -w @talento/server`
// first) imports BENCH_IMPORTAR_CANDIDATOS candidates (default 1,000,000) and then their 2 experiences each from
// generated CSVs (importar/generar.ts) into a fresh embedded PostgreSQL: dry run and commit of each file. The CLI's
// resident memory is sampled from /proc while it runs. Target: 1,000,000 candidates with 2 experiences in ≤ 10 min,
// RSS ≤ 600 MB. Prints `RESULT importar filas_por_s=… rss_max_mb=…` (rows of both files over both runs' wall time).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_BENCH, entornoDeHijo } from '../env';
import { generarArchivosImportacion } from '../importar/generar';

const SERVIDOR = fileURLToPath(new URL('../../../apps/server', import.meta.url));

/** Peak resident set (VmHWM) of a live process in MB, or 0 once it has exited. */
function picoMb(pid: number): number {
  try {
    const linea = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return linea ? Number(linea[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Runs the CLI on `archivo`; answers its output and its peak RSS. Fails unless it exits with 0. */
function importar(
  archivo: string,
  pgDir: string,
  ...opciones: string[]
): Promise<{ salida: string; rssMb: number }> {
  return new Promise((resolve, reject) => {
    const proceso = spawn(process.execPath, ['dist/importar.js', archivo, ...opciones], {
      cwd: SERVIDOR,
      // The embedded cluster archives its WAL for point-in-time recovery: into the suite's folder, removed with it
      // (3,000,000 rows left gigabytes in the repository's .data/respaldos).
      env: entornoDeHijo({
        TALENTO_PG_DIR: pgDir,
        TALENTO_RESPALDOS_DIR: path.join(path.dirname(pgDir), 'respaldos'),
        NODE_ENV: 'production',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let salida = '';
    let rssMb = 0;
    proceso.stdout.on('data', (d: Buffer) => (salida += d.toString()));
    proceso.stderr.on('data', (d: Buffer) => (salida += d.toString()));
    const muestreo = setInterval(() => (rssMb = Math.max(rssMb, picoMb(proceso.pid ?? 0))), 250);
    proceso.on('error', reject);
    proceso.on('exit', (codigo) => {
      clearInterval(muestreo);
      if (codigo === 0) resolve({ salida, rssMb });
      else reject(new Error(`importar ${archivo} terminó con ${codigo}:\n${salida}`));
    });
  });
}

export async function ejecutar(): Promise<void> {
  const n = ENV_BENCH.BENCH_IMPORTAR_CANDIDATOS;
  const carpeta = await mkdtemp(path.join(tmpdir(), 'bench-importar-'));
  try {
    const pgDir = path.join(carpeta, 'pg');
    // A one-row file first: the cluster is created and migrated outside the measurement.
    const previo = await generarArchivosImportacion(path.join(carpeta, 'previo'), 1, 70_000_000);
    await importar(previo.candidatos, pgDir, '--revisar');
    const archivos = await generarArchivosImportacion(path.join(carpeta, 'archivos'), n);
    const inicio = Date.now();
    const candidatos = await importar(archivos.candidatos, pgDir);
    const experiencias = await importar(archivos.experiencias, pgDir);
    const segundos = (Date.now() - inicio) / 1000;
    for (const r of [candidatos, experiencias]) console.log(r.salida.trim());
    const filas = 3 * n;
    console.log(
      `RESULT importar filas_por_s=${Math.round(filas / segundos)} rss_max_mb=${Math.round(Math.max(candidatos.rssMb, experiencias.rssMb))} filas=${filas} segundos=${Math.round(segundos)}`,
    );
  } finally {
    await rm(carpeta, { recursive: true, force: true });
  }
}
