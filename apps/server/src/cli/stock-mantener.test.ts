/** `npm run stock:mantener`: the on-demand run of the daily stock job, as a real process against a real PostgreSQL. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correrCompilado } from '../testing/bundle';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('stock_mantener_cli');
});
afterAll(async () => {
  await db?.drop();
});

// The built CLI (dist/stock-mantener.js), as a deployment runs it.
const correr = () =>
  correrCompilado('stock-mantener', [], { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'production' });

describe('npm run stock:mantener', () => {
  it('runs the job once, prints its summary and leaves every level recomputed', async () => {
    const antes = Date.now();
    const r = await correr();
    expect(r.errores).toBe('');
    expect(r.codigo).toBe(0);
    const json = r.salida.slice(0, r.salida.lastIndexOf('}') + 1);
    const resumen = JSON.parse(json) as { ahora: string; recalculados: number; pedidosCreados: unknown[] };
    expect(new Date(resumen.ahora).getTime()).toBeGreaterThanOrEqual(antes);
    const [fila] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ total: string; sin: string }[]>(
        'select count(*) total, count(*) filter (where nivel_calculado_en is distinct from ?) sin from perfil_stock',
        [new Date(resumen.ahora)],
      );
    expect(resumen.recalculados).toBe(Number(fila!.total));
    expect(Number(fila!.total)).toBeGreaterThan(0);
    expect(fila!.sin).toBe('0');
    // The demo's automatic stock profiles sit below their low goal: the first run raises their drafts.
    expect(resumen.pedidosCreados.length).toBeGreaterThan(0);
    // A second run finds the drafts of the first.
    const otra = await correr();
    expect(otra.codigo).toBe(0);
    expect(
      (JSON.parse(otra.salida.slice(0, otra.salida.lastIndexOf('}') + 1)) as { pedidosCreados: unknown[] })
        .pedidosCreados,
    ).toEqual([]);
  }, 60_000);
});
