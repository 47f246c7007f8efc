/** recalcularNivelPerfilStock: stores the level of the active pool and when, for given ids or for all. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { calcularNivelStock } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recalcularNivelPerfilStock } from './nivel';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('nivel_stock');
});
afterAll(async () => {
  await db?.drop();
});

const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);

describe('recalcularNivelPerfilStock', () => {
  it('stores for every profile the level of its active pool (removed rows do not count) and the time', async () => {
    const ahora = new Date('2026-11-24T12:00:00Z');
    const r = await db.orm.em.fork().transactional((tx) => recalcularNivelPerfilStock(tx, ahora));
    const filas = await sql<{
      id: number;
      meta: number;
      media: number;
      baja: number;
      nivel: number;
      nivel_calculado_en: Date;
      activos: string;
    }>(
      `select ps.id, ps.meta, ps.media, ps.baja, ps.nivel, ps.nivel_calculado_en,
              (select count(*) from candidato_perfil_stock c where c.perfil_stock_id = ps.id and c.estado = 1) activos
         from perfil_stock ps order by ps.id`,
    );
    expect(filas.length).toBeGreaterThan(0);
    expect(r.map((x) => x.perfilStockId)).toEqual(filas.map((f) => f.id));
    for (const f of filas) {
      expect(f.nivel).toBe(calcularNivelStock(Number(f.activos), f));
      expect(new Date(f.nivel_calculado_en).toISOString()).toBe(ahora.toISOString());
    }
  });

  it('with ids recomputes only those, and reports the previous level', async () => {
    const [uno] = await sql<{ id: number; nivel: number }>(
      'select id, nivel from perfil_stock order by id limit 1',
    );
    await sql('update candidato_perfil_stock set estado = 2 where perfil_stock_id = ?', [uno!.id]);
    const despues = new Date('2026-11-25T12:00:00Z');
    const r = await db.orm.em
      .fork()
      .transactional((tx) => recalcularNivelPerfilStock(tx, despues, [uno!.id]));
    expect(r).toEqual([{ perfilStockId: uno!.id, candidatos: 0, nivel: 4, nivelAnterior: uno!.nivel }]);
    const otros = await sql<{ n: string }>(
      'select count(*) n from perfil_stock where id <> ? and nivel_calculado_en = ?',
      [uno!.id, despues],
    );
    expect(Number(otros[0]!.n)).toBe(0);
    expect(await db.orm.em.fork().transactional((tx) => recalcularNivelPerfilStock(tx, despues, []))).toEqual(
      [],
    );
  });

  it("runs in the caller's transaction: when the caller rolls back, the stored level and time stay as they were", async () => {
    const antes = await sql<{ id: number; nivel: number | null; nivel_calculado_en: Date | null }>(
      'select id, nivel, nivel_calculado_en from perfil_stock order by id',
    );
    const revertido = new Date('2026-12-31T12:00:00Z');
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await recalcularNivelPerfilStock(tx, revertido);
        throw new Error('el llamador revierte');
      }),
    ).rejects.toThrow('el llamador revierte');
    expect(await sql('select id, nivel, nivel_calculado_en from perfil_stock order by id')).toEqual(antes);
  });
});
