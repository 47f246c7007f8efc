import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface InfoProceso {
  /** Command line (arguments joined by spaces); empty for a zombie. */
  comando: string;
  ppid: number;
  zombi: boolean;
}

/** True while a process with that id exists (EPERM: it exists but belongs to another user). */
export function existeProceso(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Command line and parent of a process, from /proc (Linux) or `ps` elsewhere; null when it does not exist. */
export async function infoProceso(pid: number): Promise<InfoProceso | null> {
  if (!existeProceso(pid)) return null;
  try {
    const [cmdline, stat] = await Promise.all([
      readFile(`/proc/${pid}/cmdline`, 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    // stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses, so read after the last ')'.
    const [estado = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comando: cmdline.split('\0').join(' ').trim(), ppid: Number(ppid), zombi: estado === 'Z' };
  } catch {
    return infoPorPs(pid);
  }
}

function infoPorPs(pid: number): Promise<InfoProceso | null> {
  return new Promise((resolve) => {
    execFile('ps', ['-o', 'ppid=', '-o', 'stat=', '-o', 'args=', '-p', String(pid)], (error, stdout) => {
      const m = /^\s*(\d+)\s+(\S+)\s*(.*)$/.exec(stdout.trim());
      if (error || !m) return resolve(null);
      resolve({ ppid: Number(m[1]), zombi: m[2]!.startsWith('Z'), comando: m[3] ?? '' });
    });
  });
}

/** Whether the command line is a Node.js process (a running Talento server, or its test runner). */
export function esNode(comando: string): boolean {
  const programa = comando.split(' ')[0] ?? '';
  return /(^|\/)(node|nodejs)(\.exe)?$/.test(programa);
}

export const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `promesa` at most `ms`; true when it settled in time. The timer never outlives the wait. */
export async function esperarHasta(promesa: Promise<unknown>, ms: number): Promise<boolean> {
  let temporizador: NodeJS.Timeout | undefined;
  const limite = new Promise<false>((resolve) => {
    temporizador = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promesa.then(() => true), limite]);
  } finally {
    clearTimeout(temporizador);
  }
}
