/** Issue 16: a candidate of a STOCK order reaching state 6 joins the pool of the matching stock profile. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { hoyIso, MENSAJES_STOCK_PERFILES as M, sumarDias } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, consultasSql, errorDe, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;
let sql: ReturnType<typeof consultasSql>['sql'];

beforeAll(async () => {
  db = await createTestDatabase('stock_pool_pedido');
  f = fabricasDe(db.orm);
  sql = consultasSql(db.orm).sql;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

/** A stock order in selection with a candidate in interview (state 4), and the order's client, profile and city. */
async function enEntrevista() {
  const pedido = await f.pedido({ estado: 3, stock: true });
  const cp = await f.candidatoEnPedido({ pedidoId: pedido.id, estado: 4 });
  const [p] = await sql<{ cliente_id: number; perfil_id: number; ciudad_id: number }>(
    'select cliente_id, perfil_seleccion_id as perfil_id, ciudad_id from pedido where id = ?',
    [pedido.id],
  );
  return { cp, ...p! };
}

/** The stock profile of that client, profile and city (created with vigencia 15 when there is none). */
async function stockDe(d: { cliente_id: number; perfil_id: number; ciudad_id: number }): Promise<number> {
  const [previo] = await sql<{ id: number }>(
    'select id from perfil_stock where perfil_id = ? and ciudad_id = ?',
    [d.perfil_id, d.ciudad_id],
  );
  if (previo) {
    await sql('update perfil_stock set vigencia = 15 where id = ?', [previo.id]);
    return previo.id;
  }
  return (
    await jefe.stockPerfiles.crear({
      clienteId: d.cliente_id,
      perfilId: d.perfil_id,
      ciudadId: d.ciudad_id,
      vigencia: 15,
      meta: 20,
      media: 10,
      baja: 5,
    })
  ).id;
}

const aprobar = (cp: { id: number; version: number }) =>
  jefe.candidatosPedido.cambiarEstado({ id: cp.id, version: cp.version, accion: 'aprobarEntrevista' });
const poolDe = (candidatoId: number) =>
  sql<{ perfil_stock_id: number; estado: number; vigencia: number; inicio: string; fin: string }>(
    `select perfil_stock_id, estado, vigencia, to_char(inicio_vigencia_stock, 'YYYY-MM-DD') as inicio, to_char(vigencia_stock, 'YYYY-MM-DD') as fin
       from candidato_perfil_stock where candidato_id = ?`,
    [candidatoId],
  );
const disponibilidadStock = async (id: number) =>
  (await sql<{ d: number }>('select disponibilidad_stock as d from candidato where id = ?', [id]))[0]!.d;

describe('state 6 of a stock order sends the person to stock', () => {
  it('joins the pool of the stock profile with the same client, profile and city: estado 1, its vigencia, stock availability 2, level recomputed', async () => {
    const d = await enEntrevista();
    const stockId = await stockDe(d);
    await sql('update perfil_stock set nivel = null, nivel_calculado_en = null where id = ?', [stockId]);
    const r = await aprobar(d.cp);
    expect(r.estado).toBe(6);
    const hoy = hoyIso();
    expect(await poolDe(d.cp.persona.id)).toEqual([
      { perfil_stock_id: stockId, estado: 1, vigencia: 15, inicio: hoy, fin: sumarDias(hoy, 15) },
    ]);
    expect(await disponibilidadStock(d.cp.persona.id)).toBe(2);
    const [ps] = await sql<{ nivel: number | null; nivel_calculado_en: Date | null }>(
      'select nivel, nivel_calculado_en from perfil_stock where id = ?',
      [stockId],
    );
    expect(ps!.nivel).not.toBeNull();
    expect(ps!.nivel_calculado_en).not.toBeNull();
  });

  it('a person already active in a pool is refused with the spec message and the state does not change', async () => {
    const d = await enEntrevista();
    await stockDe(d);
    const otro = await f.perfilStock();
    await f.enStock(otro.id, d.cp.persona.id);
    const e = await errorDe(aprobar(d.cp));
    expect([e.code, e.message]).toEqual(['BAD_REQUEST', M.yaEnStock]);
    const [fila] = await sql<{ estado_candidato_pedido: number }>(
      'select estado_candidato_pedido from candidato_pedido where id = ?',
      [d.cp.id],
    );
    expect(fila!.estado_candidato_pedido).toBe(4);
    expect((await poolDe(d.cp.persona.id)).map((x) => x.perfil_stock_id)).toEqual([otro.id]);
  });

  it('no stock profile for that client, profile and city: the state change still works and nobody joins a pool', async () => {
    const d = await enEntrevista();
    await sql(
      'delete from candidato_perfil_stock where perfil_stock_id in (select id from perfil_stock where perfil_id = ? and ciudad_id = ?)',
      [d.perfil_id, d.ciudad_id],
    );
    await sql('delete from perfil_stock where perfil_id = ? and ciudad_id = ?', [d.perfil_id, d.ciudad_id]);
    expect((await aprobar(d.cp)).estado).toBe(6);
    expect(await poolDe(d.cp.persona.id)).toEqual([]);
  });

  it('an ordinary order: state 6 sends nobody to stock even when a stock profile matches', async () => {
    const pedido = await f.pedido({ estado: 3 });
    const cp = await f.candidatoEnPedido({ pedidoId: pedido.id, estado: 4 });
    const [p] = await sql<{ cliente_id: number; perfil_id: number; ciudad_id: number }>(
      'select cliente_id, perfil_seleccion_id as perfil_id, ciudad_id from pedido where id = ?',
      [pedido.id],
    );
    await stockDe(p!);
    expect((await aprobar(cp)).estado).toBe(6);
    expect(await poolDe(cp.persona.id)).toEqual([]);
  });
});
