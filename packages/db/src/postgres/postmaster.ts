import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { causaDeArranque, ErrorArranquePostgres } from './error-arranque';
import { esperarHasta } from './proceso';

export interface SalidaPostmaster {
  codigo: number | null;
  senal: NodeJS.Signals | null;
}

/** One running postmaster process. */
export interface Postmaster {
  readonly pid: number;
  /** Settles when the process exits, for whatever reason. */
  readonly terminado: Promise<SalidaPostmaster>;
  /** Fast shutdown (SIGINT), then immediate (SIGQUIT) and SIGKILL if it does not end in time. */
  detener(): Promise<void>;
}

export interface OpcionesPostmaster {
  binario: string;
  dataDir: string;
  port: number;
  flags: string[];
  /** As root: the unprivileged user PostgreSQL runs as. */
  usuario?: { uid: number; gid: number };
  log: (mensaje: string) => void;
  esperaMaximaMs?: number;
}

// Postmasters of this process. A normal exit of Node (process.exit from a signal handler, or the end of the
// event loop) asks each one for a fast shutdown: the signal is sent synchronously from the 'exit' event, the
// only hook that runs in every case but kill -9 (which the next start handles, see despejarCarpeta).
const activos = new Set<ChildProcess>();
let ganchoInstalado = false;
function registrar(hijo: ChildProcess) {
  activos.add(hijo);
  if (ganchoInstalado) return;
  ganchoInstalado = true;
  process.on('exit', () => {
    for (const p of activos) p.kill('SIGINT');
  });
}

/** PostgreSQL writes "ready" as the 8th line of postmaster.pid once it accepts connections (pg_ctl reads the same). */
async function estaListo(dataDir: string, pid: number): Promise<boolean> {
  try {
    const lineas = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
    return Number(lineas[0]) === pid && lineas[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

/** Starts `postgres -D dataDir -p port` and resolves once it accepts connections (crash recovery included). */
export async function arrancarPostmaster(o: OpcionesPostmaster): Promise<Postmaster> {
  const salida: string[] = [];
  const hijo = spawn(o.binario, ['-D', o.dataDir, '-p', String(o.port), ...o.flags], {
    ...(o.usuario ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Always drained: a full pipe would block PostgreSQL's logging and then PostgreSQL itself.
  const recibir = (trozo: Buffer) => {
    const texto = trozo.toString('utf8');
    for (const linea of texto.split('\n')) if (linea.trim()) salida.push(linea.trim());
    salida.splice(0, Math.max(0, salida.length - 40));
    o.log(texto);
  };
  hijo.stdout?.on('data', recibir);
  hijo.stderr?.on('data', recibir);
  let termino: SalidaPostmaster | null = null;
  // 'exit', not 'close': after a kill -9 of the postmaster its orphaned backends keep the pipes open a while.
  const terminado = new Promise<SalidaPostmaster>((resolve) => {
    hijo.once('exit', (codigo, senal) => resolve((termino = { codigo, senal })));
    hijo.once('error', (error) => {
      salida.push(`no se pudo ejecutar ${o.binario}: ${error.message}`);
      resolve((termino = { codigo: null, senal: null }));
    });
  });
  // Both pipes drained: every line PostgreSQL wrote before exiting has been read (its reason for a failed start).
  const cerrado = new Promise<void>((resolve) => hijo.once('close', () => resolve()));
  registrar(hijo);
  void terminado.then(() => activos.delete(hijo));

  const detener = async () => {
    for (const [senal, esperaMs] of [
      ['SIGINT', 30_000],
      ['SIGQUIT', 10_000],
      ['SIGKILL', 5_000],
    ] as const) {
      if (termino) return;
      hijo.kill(senal);
      await esperarHasta(terminado, esperaMs);
    }
  };

  const limite = Date.now() + (o.esperaMaximaMs ?? 60_000);
  while (!termino && hijo.pid !== undefined && !(await estaListo(o.dataDir, hijo.pid))) {
    if (Date.now() > limite) {
      await detener();
      throw new ErrorArranquePostgres(
        `No se pudo iniciar PostgreSQL en ${o.dataDir}: no aceptó conexiones en ${Math.round((o.esperaMaximaMs ?? 60_000) / 1000)} s.`,
        salida,
      );
    }
    await esperarHasta(terminado, 50);
  }
  if (termino || hijo.pid === undefined) {
    await terminado;
    // The last stderr lines may arrive after 'exit' (a loaded machine takes its time): wait for the pipes to close,
    // bounded because a surviving child process could hold them open.
    await esperarHasta(cerrado, 10_000);
    throw new ErrorArranquePostgres(
      `No se pudo iniciar PostgreSQL en ${o.dataDir}: ${causaDeArranque(salida, o.port)}`,
      salida,
    );
  }
  return { pid: hijo.pid, terminado, detener };
}
