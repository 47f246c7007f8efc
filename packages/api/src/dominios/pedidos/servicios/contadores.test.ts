import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fabricasDe } from '../../../testing/fabricas';

/**
 * The pool counters on `pedido` (numero_candidatos_preseleccion / _seleccion) are kept by a trigger on
 * candidato_pedido: after the demo seed and after every kind of change they equal a fresh count.
 */
let db: TestDatabase;

async function sql<T = Record<string, unknown>>(consulta: string, params: unknown[] = []): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(consulta, params);
}

/** Orders whose stored counters differ from counting their active candidates by pool. */
async function desfasados(): Promise<number> {
  const [fila] = await sql<{ n: number }>(`select count(*)::int as n from pedido p
    left join (select pedido_id, count(*) filter (where pool = 0) as pre, count(*) filter (where pool = 1) as sel
               from candidato_pedido where activo group by pedido_id) k on k.pedido_id = p.id
    where p.numero_candidatos_preseleccion <> coalesce(k.pre, 0) or p.numero_candidatos_seleccion <> coalesce(k.sel, 0)`);
  return fila!.n;
}

async function contadores(pedidoId: number): Promise<[number, number]> {
  const [f] = await sql<{ pre: number; sel: number }>(
    'select numero_candidatos_preseleccion as pre, numero_candidatos_seleccion as sel from pedido where id = ?',
    [pedidoId],
  );
  return [f!.pre, f!.sel];
}

beforeAll(async () => {
  db = await createTestDatabase('contadores');
});
afterAll(async () => {
  await db?.drop();
});

describe('contadores de candidatos del pedido', () => {
  it('coinciden con el conteo real después de la siembra demo, y hay pedidos con candidatos en ambos grupos', async () => {
    expect(await desfasados()).toBe(0);
    const [f] = await sql<{ n: number }>(
      'select count(*)::int as n from pedido where numero_candidatos_preseleccion > 0 and numero_candidatos_seleccion > 0',
    );
    expect(f!.n).toBeGreaterThan(0);
  });

  it('siguen cada inserción, cambio de grupo, inactivación, traslado y borrado', async () => {
    // Two new orders that already count candidates in both pools, and a new person in no order.
    const fabricas = fabricasDe(db.orm);
    const a = await fabricas.pedido({ estado: 3 });
    const b = await fabricas.pedido({ estado: 3 });
    for (const pedido of [a, b]) await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    const cand = await fabricas.hojaDeVida();
    const antesA = await contadores(a.id);
    const antesB = await contadores(b.id);
    const [cp] = await sql<{ id: number }>(
      `insert into candidato_pedido (pedido_id, candidato_id, pool, activo, fecha_creacion, fecha_modificacion)
       values (?, ?, 0, true, now(), now()) returning id`,
      [a.id, cand.id],
    );
    expect(antesA).toEqual([1, 1]);
    expect(antesB).toEqual([1, 1]);
    expect(await contadores(a.id)).toEqual([antesA[0] + 1, antesA[1]]);
    await sql('update candidato_pedido set pool = 1 where id = ?', [cp!.id]);
    expect(await contadores(a.id)).toEqual([antesA[0], antesA[1] + 1]);
    await sql('update candidato_pedido set estado_candidato_pedido = 1 where id = ?', [cp!.id]);
    expect(await contadores(a.id)).toEqual([antesA[0], antesA[1] + 1]);
    await sql('update candidato_pedido set pedido_id = ? where id = ?', [b.id, cp!.id]);
    expect(await contadores(a.id)).toEqual(antesA);
    expect(await contadores(b.id)).toEqual([antesB[0], antesB[1] + 1]);
    await sql('update candidato_pedido set activo = false where id = ?', [cp!.id]);
    expect(await contadores(b.id)).toEqual(antesB);
    await sql('update candidato_pedido set activo = true, pool = 0 where id = ?', [cp!.id]);
    expect(await contadores(b.id)).toEqual([antesB[0] + 1, antesB[1]]);
    await sql('delete from candidato_pedido where id = ?', [cp!.id]);
    expect(await contadores(b.id)).toEqual(antesB);
    expect(await desfasados()).toBe(0);
  });
});
