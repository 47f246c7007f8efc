import { readdirSync, readFileSync } from 'node:fs';

/** Live worker processes of `pid`: children (field 4 of /proc/<n>/stat is the parent) running the built main.js. */
export function hijosDe(pid: number): number[] {
  const hijos: number[] = [];
  for (const entrada of readdirSync('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      const stat = readFileSync(`/proc/${entrada}/stat`, 'utf8');
      const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(campos[1]) !== pid || campos[0] === 'Z') continue;
      if (readFileSync(`/proc/${entrada}/cmdline`, 'utf8').includes('main.js')) hijos.push(Number(entrada));
    } catch {
      // the process ended while reading
    }
  }
  return hijos;
}
