// CPU accounting for `npm test` (Linux): how many CPU seconds each step's processes used (all of their descendants
// included: PostgreSQL, Chromium, the server) and how idle the machine was while the step ran. On two cores the suite is
// bound by CPU, so these say which step to make cheaper and whether two steps could overlap. Elsewhere: no figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const HAY_PROC = existsSync('/proc/stat');
/** Clock ticks per second of /proc/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * The machine's CPU ticks so far, summed over its cores (first line of /proc/stat): busy (its own work), stolen (a
 * virtual machine's cores waiting for the host: `steal`, work that did not run) and total. Guest time is already
 * counted in user/nice, so it is left out of the total.
 */
export function ticksDeMaquina() {
  if (!HAY_PROC) return null;
  const campos = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = campos.slice(0, 8).reduce((a, b) => a + b, 0);
  // idle + iowait
  const ociosos = (campos[3] ?? 0) + (campos[4] ?? 0);
  const robados = campos[7] ?? 0;
  return { ocupados: total - ociosos - robados, robados, total };
}

/** Percentage of the machine's CPU left idle between two readings of ticksDeMaquina. */
export function porcentajeOcioso(antes, despues) {
  if (!antes || !despues || despues.total === antes.total) return null;
  const total = despues.total - antes.total;
  const ociosos = total - (despues.ocupados - antes.ocupados) - (despues.robados - antes.robados);
  return Math.round((100 * ociosos) / total);
}

/**
 * `cmd args` run under bash so that, when it ends, bash's `times` (CPU of its waited-for children, their own
 * descendants included) is written to `archivo`: the file, command and arguments are bash's positional parameters,
 * never parsed as shell text. Returns [program, arguments] for spawn.
 */
export function conTiempos(cmd, args, archivo) {
  if (!HAY_PROC) return [cmd, args];
  return ['bash', ['-c', 'f=$1; shift; "$@"; c=$?; times > "$f"; exit $c', 'bash', archivo, cmd, ...args]];
}

/** CPU seconds (user + system) of the children recorded by `times` in `archivo` (its second line), or 0. */
export function segundosDeCpu(archivo) {
  if (!archivo || !existsSync(archivo)) return 0;
  const hijos = readFileSync(archivo, 'utf8').trim().split('\n')[1] ?? '';
  return [...hijos.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (s, [, m, seg]) => s + Number(m) * 60 + Number(seg),
    0,
  );
}

/** CPU seconds of every descendant of this process it has reaped so far (cutime + cstime of /proc/self/stat). */
export function segundosDeHijos() {
  if (!HAY_PROC) return 0;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command name: field 3 is the state; cutime and cstime are fields 16 and 17 (indices 13 and 14 here).
  return (Number(campos[13]) + Number(campos[14])) / TICKS;
}

/** Every process's parent and CPU seconds so far (user + system), read from /proc/<pid>/stat. */
function procesos() {
  const lista = new Map();
  for (const nombre of readdirSync('/proc')) {
    if (!/^\d+$/.test(nombre)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${nombre}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: ppid is field 4 (index 1); utime and stime fields 14 and 15 (indices 11 and 12).
    lista.set(Number(nombre), {
      padre: Number(campos[1]),
      cpu: (Number(campos[11]) + Number(campos[12])) / TICKS,
      inicio: campos[19],
    });
  }
  return lista;
}

/**
 * CPU per step by sampling /proc every second and giving each process's new CPU time to the step it descends
 * from. `times` (above) only counts descendants that their parents waited for: Chromium's renderers are not, and they
 * were most of the e2e step's CPU. What a process spends after its last sample is not seen; what no step
 * accounts for (the kernel, processes that left their step's tree) is the machine's busy time minus the steps'.
 */
export function muestreoPorPaso(intervaloMs = 1000) {
  if (!HAY_PROC) return { registrar: () => undefined, cpuDe: () => null, detener: () => undefined };
  /** The step of each root process registered. */
  const raices = new Map();
  /** CPU seen so far of each process (pid + start time, as pids are reused). */
  let vistos = new Map();
  const porPaso = new Map();
  const pasoDe = (pid, lista) => {
    for (let p = pid, n = 0; p > 1 && n < 64; n++) {
      if (raices.has(p)) return raices.get(p);
      p = lista.get(p)?.padre ?? 0;
    }
    return null;
  };
  const muestrear = () => {
    const lista = procesos();
    const siguen = new Map();
    for (const [pid, { cpu, inicio }] of lista) {
      const clave = `${pid}:${inicio}`;
      const antes = vistos.get(clave);
      siguen.set(clave, cpu);
      const paso = pasoDe(pid, lista);
      // A process first seen now started after the last sample (or before the step was registered: then it is the
      // step's root, whose earlier time is the runner's own start-up, counted as well).
      if (paso) porPaso.set(paso, (porPaso.get(paso) ?? 0) + cpu - (antes ?? 0));
    }
    vistos = siguen;
  };
  const reloj = setInterval(muestrear, intervaloMs);
  reloj.unref();
  return {
    registrar: (paso, pid) => {
      if (pid) raices.set(pid, paso);
    },
    cpuDe: (paso) => Math.round(porPaso.get(paso) ?? 0),
    detener: () => {
      muestrear();
      clearInterval(reloj);
    },
  };
}
