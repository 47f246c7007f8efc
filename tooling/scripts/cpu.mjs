// CPU accounting for `npm test` (Linux): how many CPU seconds each step's processes used (all of their descendants
// included: PostgreSQL, Chromium, the server) and how idle the machine was while the step ran. On two cores the suite is
// bound by CPU, so these say which step to make cheaper and whether two steps could overlap. Elsewhere: no figures.
import { existsSync, readFileSync } from 'node:fs';

const HAY_PROC = existsSync('/proc/stat');
/** Clock ticks per second of /proc/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** The machine's CPU ticks so far: busy and total, summed over its cores (first line of /proc/stat). */
export function ticksDeMaquina() {
  if (!HAY_PROC) return null;
  const campos = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = campos.reduce((a, b) => a + b, 0);
  // idle + iowait
  const ociosos = (campos[3] ?? 0) + (campos[4] ?? 0);
  return { ocupados: total - ociosos, total };
}

/** Percentage of the machine's CPU left idle between two readings of ticksDeMaquina. */
export function porcentajeOcioso(antes, despues) {
  if (!antes || !despues || despues.total === antes.total) return null;
  const total = despues.total - antes.total;
  return Math.round((100 * (total - (despues.ocupados - antes.ocupados))) / total);
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
