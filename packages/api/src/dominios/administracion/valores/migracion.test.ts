/**
 * Migration 000036 on a database that already has data: the single `configuracion` row becomes the yearly values in
 * force from 01/01/2026 (whole pesos), the old table goes, and the orders configuration gets its version.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRACION = 'Migration20261202000036_valores_anuales';
let db: TestDatabase;
const sql = <T>(q: string) => db.orm.em.fork().getConnection().execute<T[]>(q);

beforeAll(async () => {
  db = await createTestDatabase('valores_migracion');
});
afterAll(async () => {
  await db?.drop();
});

describe('migración valores anuales', () => {
  it('moves the existing configuration row to valor_anual (01/01/2026) and drops the old table; down restores it', async () => {
    await db.orm.migrator.down({ migrations: [MIGRACION] });
    expect(await sql<{ smmlv: string }>('select smmlv::text from configuracion')).toEqual([
      { smmlv: '1750905.00' },
    ]);
    expect(await sql<{ t: string | null }>("select to_regclass('valor_anual')::text as t")).toEqual([
      { t: null },
    ]);
    // An agency whose row was changed by SQL, with cents.
    await sql('update configuracion set smmlv = 1423500.40, auxilio_transporte = 200000.50');

    await db.orm.migrator.up({ migrations: [MIGRACION] });
    expect(
      await sql(
        'select vigente_desde::text as desde, smmlv, auxilio_transporte, created_by_id, version from valor_anual',
      ),
    ).toEqual([
      { desde: '2026-01-01', smmlv: 1423500, auxilio_transporte: 200001, created_by_id: null, version: 1 },
    ]);
    expect(await sql<{ t: string | null }>("select to_regclass('configuracion')::text as t")).toEqual([
      { t: null },
    ]);
    expect(await sql('select version from configuracion_pedidos')).toEqual([{ version: 1 }]);
  });
});
