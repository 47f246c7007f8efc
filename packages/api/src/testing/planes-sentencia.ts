/**
 * For the tests of how PostgreSQL plans a prepared statement: a test database whose ORM pool has ONE connection (so that
 * the prepared statements of every call can be read back from it) and the plans made for a statement text on it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { consultaPreparada, nombreDeSentencia } from '../nucleo/sql/consulta-preparada';

export interface Planes {
  genericos: number;
  personalizados: number;
}

/** A database of one pooled connection for the file (created before its tests, dropped after); `em()` forks its ORM. */
export function baseDeUnaConexion(nombre: string): { em: () => EntityManager } {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(nombre, { poolMax: 1 });
  });
  afterAll(async () => {
    await db?.drop();
  });
  return { em: () => db.orm.em.fork() };
}

/** Generic and custom plans made for the statement of `sql` on the pool's connection (undefined: not prepared there). */
export async function planesDeSentencia(em: EntityManager, sql: string): Promise<Planes | undefined> {
  const [fila] = await consultaPreparada<Planes>(
    em,
    'select generic_plans::int as genericos, custom_plans::int as personalizados from pg_prepared_statements where name = ?',
    [nombreDeSentencia(sql)],
  );
  return fila;
}
