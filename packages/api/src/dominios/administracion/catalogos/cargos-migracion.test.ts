/**
 * Migration 000041 on a database that already has positions: every row keeps its code, name, ERP flag and active
 * flag and starts at version 1; a database whose `cargo` lacked the active flag gets it, true for every row.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRACION = 'Migration20261202000041_cargos_activos';
let db: TestDatabase;
const sql = <T>(q: string) => db.orm.em.fork().getConnection().execute<T[]>(q);
const columnas = async () =>
  (
    await sql<{ c: string }>(
      "select column_name as c from information_schema.columns where table_name = 'cargo' order by column_name",
    )
  ).map((f) => f.c);
const filas = () =>
  sql<{ id: number; codigo: string; nombre: string; existe_en_erp: boolean; activo: boolean }>(
    'select id, codigo, nombre, existe_en_erp, activo from cargo order by id',
  );

beforeAll(async () => {
  db = await createTestDatabase('cargos_migracion');
});
afterAll(async () => {
  await db?.drop();
});

describe('migración cargos activos', () => {
  it('keeps every existing position as it was and starts it at version 1; down removes only the version', async () => {
    await db.orm.migrator.down({ migrations: [MIGRACION] });
    expect(await columnas()).not.toContain('version');
    expect(await columnas()).toContain('activo');
    // One position withdrawn before the screen existed (by SQL).
    await sql(`update cargo set activo = false where id = (select min(id) from cargo)`);
    const antes = await filas();
    expect(antes.length).toBeGreaterThan(1);

    await db.orm.migrator.up({ migrations: [MIGRACION] });
    expect(await filas()).toEqual(antes);
    expect(await sql('select distinct version from cargo')).toEqual([{ version: 1 }]);
  });

  it('a database whose positions had no active flag gets it, every position active', async () => {
    await db.orm.migrator.down({ migrations: [MIGRACION] });
    await sql('alter table cargo drop column activo');
    expect(await columnas()).not.toContain('activo');
    const n = (await sql<{ n: number }>('select count(*)::int as n from cargo'))[0]!.n;

    await db.orm.migrator.up({ migrations: [MIGRACION] });
    expect(
      await sql(
        'select count(*)::int as n, bool_and(activo) as activos, min(version) as v, max(version) as w from cargo',
      ),
    ).toEqual([{ n, activos: true, v: 1, w: 1 }]);
  });
});
