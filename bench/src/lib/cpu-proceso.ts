import { readdir, readFile } from 'node:fs/promises';

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
export async function cpuDeProceso(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(campos[11]) + Number(campos[12]); // utime, stime (fields 14 and 15)
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** CPU time (ms) of a process and its direct children (the HTTP workers of TALENTO_PROCESOS); null elsewhere. */
export async function cpuDeArbol(pid: number | undefined): Promise<number | null> {
  const propio = await cpuDeProceso(pid);
  if (propio === null || pid === undefined) return propio;
  let total = propio;
  for (const entrada of await readdir('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      const stat = await readFile(`/proc/${entrada}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) total += (await cpuDeProceso(Number(entrada))) ?? 0;
    } catch {
      // the process ended while reading
    }
  }
  return total;
}
