import { readFile } from 'node:fs/promises';

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
