import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorArranquePostgres } from './error-arranque';

export interface UsuarioSistema {
  uid: number;
  gid: number;
}

function ejecutar(programa: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(programa, args, (error, stdout, stderr) =>
      error ? reject(new Error(`${programa}: ${stderr.trim() || error.message}`)) : resolve(stdout),
    );
  });
}

/** As root: the `postgres` OS user PostgreSQL runs as, created (with its group) when missing. */
export async function usuarioPostgres(): Promise<UsuarioSistema> {
  const ids = async () => ({
    uid: Number.parseInt(await ejecutar('id', ['-u', 'postgres']), 10),
    gid: Number.parseInt(await ejecutar('id', ['-g', 'postgres']), 10),
  });
  try {
    return await ids();
  } catch {
    try {
      await ejecutar('groupadd', ['postgres']).catch(() => undefined); // the group may exist alone
      await ejecutar('useradd', ['-g', 'postgres', 'postgres']);
      return await ids();
    } catch (error) {
      throw new ErrorArranquePostgres(
        `No se pudo crear el usuario postgres del sistema, con el que corre PostgreSQL cuando se inicia como root: ${(error as Error).message}`,
      );
    }
  }
}

/** Locale for PostgreSQL's messages: English, so that its output can be read (and translated) by us. */
function localeDeMensajes(): string {
  try {
    const disponibles = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8' })
        .split(/\r?\n/)
        .map((l) => l.trim()),
    );
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((l) => disponibles.has(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

/** Creates a new cluster in `dataDir` (initdb), owned by `usuario` when given, with the superuser's password. */
export async function crearCluster(
  initdb: string,
  dataDir: string,
  password: string,
  usuario?: UsuarioSistema,
): Promise<void> {
  if (usuario) {
    await mkdir(dataDir, { recursive: true });
    await chown(dataDir, usuario.uid, usuario.gid);
  }
  const archivo = path.join(os.tmpdir(), `talento-pg-clave-${randomBytes(6).toString('hex')}`);
  await writeFile(archivo, `${password}\n`, { mode: 0o600 });
  if (usuario) await chown(archivo, usuario.uid, usuario.gid);
  const locale = localeDeMensajes();
  try {
    await new Promise<void>((resolve, reject) => {
      const args = [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${archivo}`,
        `--lc-messages=${locale}`,
        '--encoding=UTF8',
      ];
      const hijo = spawn(initdb, args, { ...(usuario ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
      let salida = '';
      hijo.stdout.on('data', (b: Buffer) => (salida += b.toString('utf8')));
      hijo.stderr.on('data', (b: Buffer) => (salida += b.toString('utf8')));
      hijo.once('error', (error) =>
        reject(new ErrorArranquePostgres(`No se pudo ejecutar initdb (${error.message}).`)),
      );
      hijo.once('close', (codigo) => {
        if (codigo === 0) resolve();
        else
          reject(
            new ErrorArranquePostgres(
              `No se pudo crear la carpeta de datos de PostgreSQL en ${dataDir} (initdb terminó con código ${codigo}): ${salida.trim().split('\n').slice(-3).join(' ')}`,
            ),
          );
      });
    });
  } finally {
    await rm(archivo, { force: true });
  }
}
