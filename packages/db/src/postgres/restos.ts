import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { esNode, infoProceso, pausa } from './proceso';

/** Whether the command line is a postmaster started (by us) on this data folder. */
function esPostmasterDe(comando: string, dataDir: string): boolean {
  const programa = comando.split(' ')[0] ?? '';
  return /(^|\/)postgres$/.test(programa) && comando.includes(` -D ${dataDir} `);
}

async function sigueVivo(pid: number, dataDir: string): Promise<boolean> {
  const info = await infoProceso(pid);
  return Boolean(info && !info.zombi && esPostmasterDe(info.comando, dataDir));
}

function senalar(pid: number, senal: NodeJS.Signals, dataDir: string): boolean {
  try {
    process.kill(pid, senal);
    return true;
  } catch (error) {
    const codigo = (error as NodeJS.ErrnoException).code;
    if (codigo === 'ESRCH') return false;
    throw new Error(
      `Un PostgreSQL anterior (proceso ${pid}) sigue usando la carpeta ${dataDir} y este usuario no puede detenerlo (${codigo}). Deténgalo a mano o use otra carpeta con TALENTO_PG_DIR.`,
      { cause: error },
    );
  }
}

/**
 * Makes the data folder free for a new postmaster. After the Node process is killed (kill -9) the
 * postmaster it started keeps running, parented to init, and holds the folder: it is stopped with a fast
 * shutdown (SIGINT: open transactions are rolled back, committed ones are already in the WAL), then an
 * immediate one (SIGQUIT) if it does not end in time. A postmaster whose parent is still a Node process
 * belongs to a server that is running: that one is left alone and the start is refused. A postmaster.pid
 * whose process is gone (or is now some other program, as after a reboot) is removed. PostgreSQL keeps
 * its own interlock on the shared memory of the folder, so orphaned backends still block a new start.
 */
export async function despejarCarpeta(dataDir: string, aviso: (mensaje: string) => void): Promise<void> {
  const archivo = path.join(dataDir, 'postmaster.pid');
  let contenido: string;
  try {
    contenido = await readFile(archivo, 'utf8');
  } catch {
    return; // no lock file (or unreadable: PostgreSQL itself reports that)
  }
  const pid = Number(contenido.split('\n')[0]);
  const info = Number.isInteger(pid) && pid > 0 ? await infoProceso(pid) : null;
  if (!info || info.zombi || !esPostmasterDe(info.comando, dataDir)) {
    aviso(
      `Se borra el postmaster.pid de un PostgreSQL que ya no corre (proceso ${contenido.split('\n')[0]}).`,
    );
    await rm(archivo, { force: true });
    return;
  }
  const padre = info.ppid > 1 ? await infoProceso(info.ppid) : null;
  if (padre && esNode(padre.comando)) {
    throw new Error(
      `La carpeta de datos ${dataDir} la usa otro servidor de Talento que está corriendo (proceso ${info.ppid}). Deténgalo antes de iniciar otro, o use otra carpeta con TALENTO_PG_DIR.`,
    );
  }
  aviso(
    `Un PostgreSQL anterior (proceso ${pid}) quedó corriendo sobre ${dataDir}; se detiene antes de iniciar.`,
  );
  for (const [senal, esperaMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    if (!senalar(pid, senal, dataDir)) return;
    for (const fin = Date.now() + esperaMs; Date.now() < fin;) {
      if (!(await sigueVivo(pid, dataDir))) return;
      await pausa(100);
    }
  }
  throw new Error(
    `No se pudo detener el PostgreSQL anterior (proceso ${pid}) que usa la carpeta ${dataDir}. Deténgalo a mano.`,
  );
}
