/**
 * Test-database harness. One throwaway embedded PostgreSQL per test run (vitest globalSetup, see
 * global-setup.ts) holds a template database migrated and seeded once; every test file clones it
 * with `CREATE DATABASE … TEMPLATE …` (a file copy, well under a second) and drops it at the end.
 *
 *   // vitest.config.ts: test.globalSetup = [path of packages/db/src/testing/global-setup.ts]
 *   let db: TestDatabase;
 *   beforeAll(async () => { db = await createTestDatabase('auth'); });
 *   afterAll(() => db.drop());
 *
 * Outside vitest, pass `adminUrl` (and `template`) or set TALENTO_TEST_PG_URL / TALENTO_TEST_PG_TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createOrm, migrate } from '../orm';
import { conClientePg } from '../postgres/cliente';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../postgres/embedded';
import { seedDemo } from '../seeders/demo';

/** Keys the global setup hands to the test files through vitest's provide/inject. */
export const CLAVE_URL_ADMIN = 'talentoPgAdminUrl';
export const CLAVE_PLANTILLA = 'talentoPgTemplate';
export const PLANTILLA_POR_DEFECTO = 'talento_plantilla';

declare module 'vitest' {
  export interface ProvidedContext {
    talentoPgAdminUrl: string;
    talentoPgTemplate: string;
  }
}

export interface TestPostgres {
  /** Connection string to the `postgres` (maintenance) database of the cluster. */
  readonly adminUrl: string;
  stop(): Promise<void>;
}

/** Starts a throwaway cluster (fsync off) in a fresh folder under the OS temp folder. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-test-pg-'));
  // As root the cluster runs as the `postgres` user, which must traverse this folder.
  await chmod(carpeta, 0o755);
  let handle: EmbeddedPostgresHandle;
  try {
    handle = await startEmbeddedPostgres({ dataDir: path.join(carpeta, 'pg'), ephemeral: true, fast: true });
  } catch (error) {
    await rm(carpeta, { recursive: true, force: true });
    throw error;
  }
  return {
    adminUrl: handle.url,
    async stop() {
      try {
        await handle.stop();
      } finally {
        await rm(carpeta, { recursive: true, force: true });
      }
    },
  };
}

/** Cheap argon2id hash for the seed: verification reads the cost from the hash, so logins still work. */
export async function hashDePrueba(password: string): Promise<string> {
  const { hash } = await import('@node-rs/argon2');
  return hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
}

function urlDeBase(adminUrl: string, base: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${base}`;
  return url.toString();
}

function identificador(nombre: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(nombre))
    throw new Error(`Nombre de base de datos no válido: ${nombre}`);
  return `"${nombre}"`;
}

export interface PrepararPlantillaOptions {
  adminUrl: string;
  template?: string;
  hashPassword?: (password: string) => Promise<string>;
}

/** (Re)creates the template database: every migration plus the demo seed. Returns its name. */
export async function prepararPlantilla({
  adminUrl,
  template = PLANTILLA_POR_DEFECTO,
  hashPassword = hashDePrueba,
}: PrepararPlantillaOptions): Promise<string> {
  const nombre = identificador(template);
  await conClientePg(adminUrl, async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) await c.query(`alter database ${nombre} with is_template false`);
    await c.query(`drop database if exists ${nombre} with (force)`);
    await c.query(`create database ${nombre}`);
  });
  const orm = await createOrm({ clientUrl: urlDeBase(adminUrl, template), poolMax: 2 });
  try {
    await migrate(orm);
    await seedDemo(orm.em.fork(), { hashPassword });
  } finally {
    await orm.close(true);
  }
  // Marked as template so it cannot be dropped or connected to by mistake.
  await conClientePg(adminUrl, (c) =>
    c.query(`alter database ${nombre} with is_template true allow_connections false`),
  );
  return template;
}

export interface TestDatabase {
  orm: MikroORM;
  /** Connection string of this database. */
  url: string;
  name: string;
  /** Closes the ORM and drops the database. */
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  adminUrl?: string;
  template?: string;
  poolMax?: number;
}

async function desdeVitest(): Promise<{ adminUrl: string; template: string } | undefined> {
  try {
    const { inject } = await import('vitest');
    const adminUrl = inject(CLAVE_URL_ADMIN);
    return adminUrl ? { adminUrl, template: inject(CLAVE_PLANTILLA) || PLANTILLA_POR_DEFECTO } : undefined;
  } catch {
    return undefined;
  }
}

async function destino(options: CreateTestDatabaseOptions): Promise<{ adminUrl: string; template: string }> {
  const adminUrl = options.adminUrl ?? process.env.TALENTO_TEST_PG_URL;
  const template = options.template ?? process.env.TALENTO_TEST_PG_TEMPLATE ?? PLANTILLA_POR_DEFECTO;
  if (adminUrl) return { adminUrl, template };
  const inyectado = await desdeVitest();
  if (inyectado) return inyectado;
  throw new Error(
    'No hay PostgreSQL de pruebas: añade packages/db/src/testing/global-setup.ts a test.globalSetup de vitest, o define TALENTO_TEST_PG_URL.',
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh database cloned from the seeded template, with its own ORM. */
export async function createTestDatabase(
  name = 'test',
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const { adminUrl, template } = await destino(options);
  const limpio = name
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .slice(0, 30);
  const base = `t_${limpio}_${randomBytes(4).toString('hex')}`;
  await conClientePg(adminUrl, async (c) => {
    // 55006 (object_in_use): another clone is reading the template at that instant; retry.
    for (let intento = 0; ; intento++) {
      try {
        await c.query(
          `create database ${identificador(base)} template ${identificador(template)} strategy file_copy`,
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || intento >= 50) throw error;
        await sleep(50 + Math.random() * 100);
      }
    }
  });
  const url = urlDeBase(adminUrl, base);
  const orm = await createOrm({ clientUrl: url, poolMax: options.poolMax ?? 5 });
  let eliminada = false;
  return {
    orm,
    url,
    name: base,
    async drop() {
      if (eliminada) return;
      eliminada = true;
      await orm.close(true).catch(() => undefined);
      await conClientePg(adminUrl, (c) =>
        c.query(`drop database if exists ${identificador(base)} with (force)`),
      );
    },
  };
}
export { esperarBloqueo } from './bloqueos';
