import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The kinds of element the analyses of each screen (route pattern) have seen, shared by all the workers of one
 * Playwright run: a screen one worker analysed is analysed again by another only when it shows a new kind of element.
 *
 * One directory per run in the system's temporary directory. The workers are child processes of the Playwright
 * runner, so they share `process.ppid`, and another run has another runner; the runner's start time (Linux) is part
 * of the name too, so that a later runner given the same pid never reads an old run's directory. One JSON file per
 * pattern holds the kinds seen, written whole to a temporary file and renamed into place: a reader never sees half of
 * it. Two workers racing on one screen may both analyse it (as each did on its own before), and a kind lost to a
 * concurrent write only means one more analysis. Failing to read or write the directory never fails a test: the
 * screen is analysed again. Each worker also keeps in memory what it read and wrote.
 */

const PREFIJO = 'talento-axe-vistos-';
const UN_DIA_MS = 24 * 60 * 60 * 1000;
const enMemoria = new Map<string, Set<string>>();
let directorio: string | undefined;

/** When the process started: field 22 of /proc/<pid>/stat (clock ticks since boot); '' where there is no /proc. */
function inicioDe(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** This run's directory, created (and the directories of runs older than a day removed) on first use. */
function directorioDeLaEjecucion(): string {
  if (directorio) return directorio;
  for (const nombre of readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIJO))) {
    const viejo = path.join(os.tmpdir(), nombre);
    try {
      if (Date.now() - statSync(viejo).mtimeMs > UN_DIA_MS) rmSync(viejo, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another worker.
    }
  }
  const nuevo = path.join(os.tmpdir(), `${PREFIJO}${process.ppid}-${inicioDe(process.ppid)}`);
  mkdirSync(nuevo, { recursive: true });
  return (directorio = nuevo);
}

const archivoDe = (patron: string) =>
  path.join(directorioDeLaEjecucion(), `${createHash('sha1').update(patron).digest('hex')}.json`);

/** The kinds of element seen on the screen by any analysis of this run, or undefined if none has analysed it yet. */
export function tiposVistos(patron: string): ReadonlySet<string> | undefined {
  let enArchivo: string[];
  try {
    enArchivo = JSON.parse(readFileSync(archivoDe(patron), 'utf8')) as string[];
  } catch {
    return enMemoria.get(patron);
  }
  const vistos = enMemoria.get(patron) ?? new Set<string>();
  for (const t of enArchivo) vistos.add(t);
  enMemoria.set(patron, vistos);
  return vistos;
}

/** Records the kinds of element an analysis of the screen has just seen, for every worker of this run. */
export function anotarVistos(patron: string, tipos: readonly string[]): void {
  // Read again first: another worker may have added kinds since.
  const vistos = new Set(tiposVistos(patron));
  for (const t of tipos) vistos.add(t);
  enMemoria.set(patron, vistos);
  try {
    const archivo = archivoDe(patron);
    const temporal = `${archivo}.${process.pid}.tmp`;
    writeFileSync(temporal, JSON.stringify([...vistos]));
    renameSync(temporal, archivo);
  } catch {
    // Not shared: the other workers analyse this screen themselves.
  }
}
