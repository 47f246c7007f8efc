/**
 * What a crash leaves in the data folder, on a real cluster: a postmaster.pid naming a process that is not our
 * postmaster (dead, or its PID reused by another program) must not stop the next start, and a postmaster
 * that is still running on the folder, orphaned, is stopped before the new one starts.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conClientePg } from './cliente';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded';
import { causaDeArranque } from './error-arranque';
import { usuarioPostgres } from './initdb';

let carpeta: string;
let dataDir: string;
let cluster: EmbeddedPostgresHandle | undefined;

async function consultar(url: string): Promise<number> {
  return conClientePg(url, async (c) => (await c.query<{ n: number }>('select 1 as n')).rows[0]!.n);
}

beforeAll(async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-restos-'));
  await chmod(carpeta, 0o755); // as root the cluster runs as `postgres`, which must reach the folder
  dataDir = path.join(carpeta, 'pg');
  cluster = await startEmbeddedPostgres({ dataDir, fast: true });
  await cluster.stop();
  cluster = undefined;
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
  await rm(carpeta, { recursive: true, force: true });
});

describe('lo que deja un proceso muerto en la carpeta de datos', () => {
  it('un postmaster.pid cuyo proceso ya no es PostgreSQL (PID reutilizado) se borra y PostgreSQL arranca', async () => {
    // Same OS user as PostgreSQL (as root: `postgres`), so PostgreSQL's own check sees it alive.
    const otro = spawn('sleep', ['60'], os.userInfo().uid === 0 ? await usuarioPostgres() : {});
    try {
      // The lock file as PostgreSQL writes it, naming a live process that is not a postmaster: PostgreSQL alone
      // refuses to start ("lock file already exists") since it cannot tell a reused PID from a live server.
      await writeFile(
        path.join(dataDir, 'postmaster.pid'),
        `${otro.pid}\n${dataDir}\n1795480000\n5432\n\n127.0.0.1\n  1234  5678\nready   \n`,
      );
      const avisos: string[] = [];
      cluster = await startEmbeddedPostgres({ dataDir, fast: true, aviso: (m) => avisos.push(m) });
      expect(avisos.join('\n')).toContain(
        `Se borra el postmaster.pid de un PostgreSQL que ya no corre (proceso ${otro.pid})`,
      );
      expect(await consultar(cluster.url)).toBe(1);
      expect(Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0])).toBe(
        cluster.pid,
      );
    } finally {
      otro.kill();
      await cluster?.stop();
      cluster = undefined;
    }
  }, 60_000);

  it('un postmaster cuyo dueño (un proceso Node) sigue vivo no se toca: el segundo arranque se niega y dice por qué', async () => {
    const enMarcha = await startEmbeddedPostgres({ dataDir, fast: true });
    try {
      // Its parent is this Node process, as when a second `npm start` runs on the folder of a running server.
      await expect(startEmbeddedPostgres({ dataDir, fast: true })).rejects.toThrow(
        /la usa otro servidor de Talento que está corriendo/,
      );
      expect(await consultar(enMarcha.url)).toBe(1);
      expect(enMarcha.estado()).toBe('activo');
    } finally {
      await enMarcha.stop();
    }
  }, 60_000);
});

describe('causa de un arranque fallido', () => {
  it('traduce los motivos conocidos y conserva la línea original de PostgreSQL', () => {
    const salida = [
      '2026-11-25 LOG:  starting PostgreSQL 18',
      '2026-11-25 FATAL:  could not bind IPv4 address "127.0.0.1": Address already in use',
    ];
    expect(causaDeArranque(salida, 5432)).toBe(
      'el puerto 5432 ya está en uso por otro programa. PostgreSQL dijo: «2026-11-25 FATAL:  could not bind IPv4 address "127.0.0.1": Address already in use»',
    );
    expect(causaDeArranque([], 5432)).toBe('PostgreSQL se detuvo al arrancar');
  });
});
