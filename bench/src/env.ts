import os from 'node:os';

/** Every environment variable the benchmarks read (README lists them). */
function entero(nombre: string, defecto: number): number {
  const crudo = process.env[nombre];
  if (crudo === undefined || crudo === '') return defecto;
  const n = Number(crudo);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${nombre} debe ser un entero positivo`);
  return n;
}

export const ENV_BENCH = {
  /** Reuse this database (migrated, demo-seeded and topped up to BENCH_PEDIDOS orders when needed). */
  BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  /** Sequential iterations of the session suite. */
  BENCH_ITERACIONES: entero('BENCH_ITERACIONES', 500),
  /** Orders of the pedidos suite. */
  BENCH_PEDIDOS: entero('BENCH_PEDIDOS', 50_000),
  /** Measured seconds of each side of the pedidos and busqueda suites (default 15) and of the mezcla suite
   * (default 60), after a 3 s warm-up. */
  BENCH_SEGUNDOS: process.env.BENCH_SEGUNDOS ? entero('BENCH_SEGUNDOS', 1) : undefined,
  /** Appointments of the citas suite (issue 18: 300,000 over two years). */
  BENCH_CITAS: entero('BENCH_CITAS', 300_000),
  /** GPS points of the mercaderistas-mapa suite (issue 20: 10M) and the merchandisers (one device each) they belong to. */
  BENCH_PUNTOS_GPS: entero('BENCH_PUNTOS_GPS', 10_000_000),
  BENCH_MERCADERISTAS: entero('BENCH_MERCADERISTAS', 300),
  /** Candidates with full CVs of the mezcla and sugeridos suites (the busqueda suite always loads 1,000,000). */
  BENCH_HOJAS_DE_VIDA: entero('BENCH_HOJAS_DE_VIDA', 1_000_000),
  /** Candidates of the importar suite (each with 2 experiences; issue 36: 1,000,000). */
  BENCH_IMPORTAR_CANDIDATOS: entero('BENCH_IMPORTAR_CANDIDATOS', 1_000_000),
  /** HTTP processes of the product in the mezcla suite (TALENTO_PROCESOS; default: one per core). */
  BENCH_PROCESOS: entero('BENCH_PROCESOS', os.availableParallelism()),
  /** NODE_OPTIONS of the product's processes in the mezcla suites, e.g. `--cpu-prof --cpu-prof-dir=/tmp/perfil`
   * (each process writes its profile when it stops). */
  BENCH_NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS || undefined,
  /** Concurrent users of the mezcla suite, each with its own session. */
  BENCH_USUARIOS: entero('BENCH_USUARIOS', 50),
  /** 1: the suites that compare a procedure with its SQL (citas, reportes, mercaderistas-mapa, sugeridos) first measure
   * the same statements served by node:http alone and by express + tRPC alone (lib/pila.ts): the stack's own floor. */
  BENCH_PILA: process.env.BENCH_PILA === '1',
  /** Audits of each page in the lighthouse suite; each page's figures are the median run's (default 3). */
  BENCH_LIGHTHOUSE_CORRIDAS: entero('BENCH_LIGHTHOUSE_CORRIDAS', 3),
  /** Only the lighthouse pages whose name contains this text (e.g. `candidato`); the RESULT line then says `parcial`. */
  BENCH_LIGHTHOUSE_PAGINA: process.env.BENCH_LIGHTHOUSE_PAGINA || undefined,
  /** A folder where the lighthouse suite writes each audit's full report (JSON), to read its request chains. */
  BENCH_LIGHTHOUSE_INFORMES: process.env.BENCH_LIGHTHOUSE_INFORMES || undefined,
  /** Chromium of the lighthouse suite (default: Debian's /usr/bin/chromium). */
  CHROMIUM_PATH: process.env.CHROMIUM_PATH || undefined,
};

/** The environment of a child process the bench starts, without DATABASE_URL (the child uses its own database). */
export function entornoDeHijo(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _otraBase, ...resto } = process.env;
  return { ...resto, ...extra };
}
