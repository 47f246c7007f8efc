/**
 * The migrated schema has no plain index whose key columns lead another plain index of the same table: the longer one
 * serves every lookup of the shorter, and the shorter misleads the planner (a prepared statement's generic plan took
 * two such single-column indexes together for the orders dashboard of a user limited to some clients, 2.4× the work of
 * the (cliente_id, estado_pedido) index). Partial and expression indexes, covering ones (INCLUDE columns: read for
 * those columns, and larger) and a unique or primary short one (a constraint, not only a path) are left out.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let db: TestDatabase;
const sql = <T>(q: string) => db.orm.em.fork().getConnection().execute<T[]>(q);

beforeAll(async () => {
  db = await createTestDatabase('indices_prefijo');
});
afterAll(async () => {
  await db?.drop();
});

const INDICES_PLANOS = `
  select x.indrelid::regclass::text as tabla, ci.relname as indice, x.indisunique as unico,
    x.indnatts > x.indnkeyatts as con_include,
    (string_to_array(x.indkey::text, ' '))[1:x.indnkeyatts] as columnas
  from pg_index x
  join pg_class ci on ci.oid = x.indexrelid
  join pg_am am on am.oid = ci.relam
  join pg_namespace n on n.oid = ci.relnamespace
  where n.nspname = 'public' and am.amname = 'btree' and x.indpred is null and x.indexprs is null`;

/** Each plain index whose key columns lead another plain index of the same table. */
const prefijos = () =>
  sql<{ tabla: string; corto: string; largo: string }>(`
    with i as (${INDICES_PLANOS})
    select a.tabla, a.indice as corto, b.indice as largo
    from i a join i b on b.tabla = a.tabla and b.indice <> a.indice
    where not a.unico and not a.con_include and not b.con_include
      and cardinality(a.columnas) < cardinality(b.columnas)
      and b.columnas[1:cardinality(a.columnas)] = a.columnas
    order by 1, 2`);

describe('índices del esquema', () => {
  it('no plain index is a key prefix of another plain index of its table', async () => {
    expect(await prefijos()).toEqual([]);
  });

  it('finds one when it is there (the check can fail)', async () => {
    await sql(`create index prueba_prefijo on pedido (cliente_id)`);
    try {
      expect(await prefijos()).toEqual([
        { tabla: 'pedido', corto: 'prueba_prefijo', largo: 'pedido_cliente_id_estado_pedido_index' },
      ]);
    } finally {
      await sql(`drop index prueba_prefijo`);
    }
  });
});
