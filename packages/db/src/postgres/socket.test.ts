/**
 * The embedded cluster is reached through its Unix socket (socket.ts): on a real cluster the connection string names the
 * socket folder, the server sees a socket connection (no server address), and a throwaway cluster leaves no folder
 * behind. A folder whose path cannot hold a socket falls back to TCP on 127.0.0.1. A client's connection to a stopped
 * cluster's socket counts as "database unavailable", a missing file elsewhere does not.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conClientePg } from './cliente';
import { esBaseNoDisponible } from './conexion-caida';
import { startEmbeddedPostgres } from './embedded';
import { carpetaDeSocket, urlDelCluster } from './socket';

let carpeta: string;

beforeAll(async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-socket-'));
  await chmod(carpeta, 0o755); // as root the cluster runs as `postgres`, which must reach the folder
});
afterAll(async () => {
  await rm(carpeta, { recursive: true, force: true });
});

describe('el socket Unix del clúster embebido', () => {
  it('the connection string names the socket folder and the server sees a socket connection; stop removes the folder', async () => {
    const propia = path.join(carpeta, 'uno');
    await mkdir(propia, { mode: 0o755 });
    await chmod(propia, 0o755);
    const dataDir = path.join(propia, 'pg');
    const cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true, fast: true });
    let detenido = false;
    try {
      expect(decodeURIComponent(new URL(cluster.url).hostname)).toBe(`${dataDir}.socket`);
      const fila = await conClientePg(cluster.url, async (c) => {
        const r = await c.query<{ direccion: string | null }>('select inet_server_addr()::text as direccion');
        return r.rows[0]!;
      });
      // No server address: the session came through the Unix socket, not over TCP.
      expect(fila.direccion).toBeNull();
      expect(await readdir(`${dataDir}.socket`)).toContain(`.s.PGSQL.${cluster.port}`);
      await cluster.stop();
      detenido = true;
      // The socket folder goes with the data, so the cluster's own folder is left empty and removed too.
      expect(existsSync(`${dataDir}.socket`)).toBe(false);
      expect(existsSync(propia)).toBe(false);
    } finally {
      if (!detenido) await cluster.stop();
    }
  }, 60_000);

  it('a kept (not throwaway) cluster removes its socket folder when it stops and makes it again at the next start', async () => {
    const dataDir = path.join(carpeta, 'dos', 'pg');
    await mkdir(path.dirname(dataDir), { mode: 0o755 });
    await chmod(path.dirname(dataDir), 0o755);
    const primero = await startEmbeddedPostgres({ dataDir, fast: true });
    await primero.stop();
    expect(await readdir(path.dirname(dataDir))).not.toContain('pg.socket');
    const segundo = await startEmbeddedPostgres({ dataDir, fast: true });
    try {
      expect(await readdir(`${dataDir}.socket`)).toContain(`.s.PGSQL.${segundo.port}`);
    } finally {
      await segundo.stop();
    }
  }, 60_000);

  it('a folder whose path cannot hold a socket (too long, a space) gives no socket: TCP on 127.0.0.1', async () => {
    expect(await carpetaDeSocket(path.join(carpeta, 'x'.repeat(100)))).toBeNull();
    expect(await carpetaDeSocket(path.join(carpeta, 'con espacio', 'pg'))).toBeNull();
    expect(urlDelCluster('cl@ve', 5432, null)).toBe('postgres://postgres:cl%40ve@127.0.0.1:5432/postgres');
    expect(urlDelCluster('c', 5432, '/tmp/a/pg.socket')).toBe(
      'postgres://postgres:c@%2Ftmp%2Fa%2Fpg.socket:5432/postgres',
    );
  });

  it("connecting to a stopped cluster's socket is 'database unavailable'; a missing file elsewhere is not", async () => {
    const socket = path.join(carpeta, 'vacio.socket');
    const error = await conClientePg(urlDelCluster('c', 5999, socket), () => Promise.resolve()).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'ENOENT', address: `${socket}/.s.PGSQL.5999` });
    expect(esBaseNoDisponible(error)).toBe(true);
    expect(
      esBaseNoDisponible(Object.assign(new Error('no existe'), { code: 'ENOENT', path: '/tmp/x.pdf' })),
    ).toBe(false);
  });
});
