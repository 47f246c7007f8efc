/**
 * The real server (the built `dist/main.js`, see bundle.ts) in a child process, as `npm start` runs it, so a test can
 * kill it with SIGKILL, start it again on the same data folder and read what it printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { OPCIONES_NODE_SERVIDOR } from '../opciones-node';
import { asegurarBundle, CARPETA_SERVIDOR, compilado } from './bundle';

export interface Salida {
  codigo: number | null;
  senal: NodeJS.Signals | null;
}

export interface ProcesoServidor {
  proceso: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  texto(): string;
  terminado: Promise<Salida>;
}

export interface ServidorHijo extends ProcesoServidor {
  base: string;
  /** SIGTERM, as a service manager stops it; waits for the exit. */
  detener(): Promise<Salida>;
  /** SIGKILL: a crash, nothing of ours runs after it. */
  matar(): Promise<Salida>;
}

/** Environment of the child: the parent's without any database setting, plus `variables`. */
function entorno(variables: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    TALENTO_VERIFICAR_SALIDAS: 'true',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
  };
  for (const clave of ['DATABASE_URL', 'TALENTO_PG_EPHEMERAL', 'TALENTO_PG_DIR', 'SMTP_URL', 'NOMINA_URL'])
    delete env[clave];
  // A durable cluster of a test archives its WAL beside it, not into the repository's .data/respaldos.
  const respaldos = variables.TALENTO_PG_DIR
    ? { TALENTO_RESPALDOS_DIR: path.join(path.dirname(variables.TALENTO_PG_DIR), 'respaldos') }
    : {};
  return { ...env, ...respaldos, ...variables };
}

/** Starts `node dist/main.js` with `variables`; returns at once. */
export function lanzarServidor(variables: Record<string, string>): ProcesoServidor {
  asegurarBundle();
  const proceso = spawn(process.execPath, [...OPCIONES_NODE_SERVIDOR, compilado('main')], {
    cwd: CARPETA_SERVIDOR,
    env: entorno(variables),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let texto = '';
  proceso.stdout?.on('data', (b: Buffer) => (texto += b.toString('utf8')));
  proceso.stderr?.on('data', (b: Buffer) => (texto += b.toString('utf8')));
  const terminado = new Promise<Salida>((resolve) =>
    proceso.once('exit', (codigo, senal) => resolve({ codigo, senal })),
  );
  return { proceso, texto: () => texto, terminado };
}

/** Starts the server and waits until it listens on `port` (it fails with what the server printed otherwise). */
export async function iniciarServidorHijo(
  variables: Record<string, string> & { PORT: string },
  esperaMs = 120_000,
): Promise<ServidorHijo> {
  const hijo = lanzarServidor(variables);
  const limite = Date.now() + esperaMs;
  let salida: Salida | null = null;
  void hijo.terminado.then((s) => (salida = s));
  while (!hijo.texto().includes('Talento está corriendo')) {
    if (salida || Date.now() > limite) {
      hijo.proceso.kill('SIGKILL');
      throw new Error(`El servidor no arrancó (${JSON.stringify(salida)}):\n${hijo.texto()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const parar = async (senal: NodeJS.Signals) => {
    if (!salida) hijo.proceso.kill(senal);
    const limite = setTimeout(() => hijo.proceso.kill('SIGKILL'), 30_000);
    const fin = await hijo.terminado;
    clearTimeout(limite);
    if (fin.senal === 'SIGKILL' && senal !== 'SIGKILL')
      throw new Error(`El servidor no terminó 30 s después de ${senal}:\n${hijo.texto()}`);
    return fin;
  };
  return {
    ...hijo,
    base: `http://127.0.0.1:${variables.PORT}`,
    detener: () => parar('SIGTERM'),
    matar: () => parar('SIGKILL'),
  };
}
