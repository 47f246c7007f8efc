import { CandidatoCategoria, CandidatoPerfilStock, CategoriaStock, PerfilStock } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, consultasSql, errorDe, type TestSession } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';

/** Confecciones del Valle: not one of the psychologist's clients. */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let psicologa: TestSession;
let candidatoId: number;
let fabricas: Fabricas;
const e = {} as Record<'dentro' | 'fuera' | 'cerrado' | 'stockDentro' | 'categoria', number>;

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  consultasSql(db.orm).sql<T>(query, params);
const uno = (query: string, params: unknown[] = []) => consultasSql(db.orm).uno(query, params);

beforeAll(async () => {
  db = await createTestDatabase('hv_procesos');
  psicologa = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' });
  const alcance = (await psicologa.sesion())!.usuario.alcance;
  if (alcance.todos) throw new Error('La psicóloga de la demo debe tener un alcance limitado');
  fabricas = fabricasDe(db.orm);
  // A new person in no order, then placed in three new orders: current in scope, current out of scope, finished
  // in scope. (One person in two current orders cannot be reached through the procedures: the rows are written.)
  candidatoId = (await fabricas.hojaDeVida()).id;
  const dentroDelAlcance = await fabricas.pedido({ estado: 3 });
  const fueraDelAlcance = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
  expect(alcance.ids).toContain(dentroDelAlcance.clienteId);
  expect(alcance.ids).not.toContain(fueraDelAlcance.clienteId);
  e.dentro = dentroDelAlcance.id;
  e.fuera = fueraDelAlcance.id;
  e.cerrado = (await fabricas.pedido({ estado: 5 })).id;
  expect(CLIENTE_POR_DEFECTO).not.toBe(CLIENTE_FUERA_PSICOLOGA);
  for (const [pedido, estado] of [
    [e.dentro, 1],
    [e.fuera, 0],
    [e.cerrado, 8],
  ] as const) {
    await sql(
      `insert into candidato_pedido (pedido_id, candidato_id, activo, pool, estado_producto, estado_candidato_pedido, fecha_creacion, fecha_modificacion, version)
      values (?, ?, true, 1, 1, ?, now(), now(), 1)`,
      [pedido, candidatoId, estado],
    );
  }
  // Stock pools of a client in scope and of one outside it; one stock category.
  const em = db.orm.em.fork();
  const clienteDentro = dentroDelAlcance.clienteId;
  const clienteFuera = fueraDelAlcance.clienteId;
  const perfilDe = (cliente: number) =>
    uno(`select id from perfil where cliente_id = ? order by id limit 1`, [cliente]);
  const [perfilDentro, perfilFuera] = [await perfilDe(clienteDentro), await perfilDe(clienteFuera)];
  // A city where neither profile has a stock pool yet (one pool per profile and city).
  const ciudad = await uno(
    `select id from ciudad c where not exists (select 1 from perfil_stock ps where ps.ciudad_id = c.id and ps.perfil_id in (?, ?)) order by id limit 1`,
    [perfilDentro, perfilFuera],
  );
  const dentro = em.create(PerfilStock, {
    cliente: clienteDentro,
    perfil: perfilDentro,
    ciudad,
    vigencia: 30,
  });
  const fuera = em.create(PerfilStock, { cliente: clienteFuera, perfil: perfilFuera, ciudad, vigencia: 30 });
  const enDentro = em.create(CandidatoPerfilStock, {
    perfilStock: dentro,
    candidato: candidatoId,
    estado: 1,
    vigenciaStock: '2027-01-31' as never,
  });
  em.create(CandidatoPerfilStock, { perfilStock: fuera, candidato: candidatoId, estado: 1 });
  const categoria = em.create(CategoriaStock, { nombre: 'Bodega y logística', vigencia: 60 });
  const enCategoria = em.create(CandidatoCategoria, { candidato: candidatoId, ciudad, categoria, estado: 1 });
  await em.flush();
  e.stockDentro = enDentro.id;
  e.categoria = enCategoria.id;
});
afterAll(async () => {
  await db?.drop();
});

describe('hojasDeVida.procesos', () => {
  it('shows the person’s current orders of the user’s clients only, with its state in each', async () => {
    const r = await psicologa.caller.hojasDeVida.procesos({ candidatoId });
    expect(r.pedidos.map((p) => [p.idPedido, p.estadoCandidato, p.pool, p.esStock])).toEqual([
      [e.dentro, 1, 1, false],
    ]);
  });

  it('shows the stock pools of the user’s clients and the stock categories, with their validity', async () => {
    const r = await psicologa.caller.hojasDeVida.procesos({ candidatoId });
    expect(r.stock.map((s) => [s.id, s.vigenteHasta])).toEqual([[e.stockDentro, '2027-01-31']]);
    expect(r.categorias.map((c) => [c.id, c.categoria])).toEqual([[e.categoria, 'Bodega y logística']]);
  });

  it('a user who sees every client sees the order and the pool outside the psychologist’s scope too', async () => {
    const jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
    const r = await jefe.caller.hojasDeVida.procesos({ candidatoId });
    expect(r.pedidos.map((p) => p.idPedido).sort((a, b) => a - b)).toEqual(
      [e.dentro, e.fuera].sort((a, b) => a - b),
    );
    expect(r.stock).toHaveLength(2);
  });

  it('answers empty lists for a person in nothing, and a clear message for a bad id', async () => {
    const libre = await fabricas.hojaDeVida();
    expect(await psicologa.caller.hojasDeVida.procesos({ candidatoId: libre.id })).toEqual({
      pedidos: [],
      stock: [],
      categorias: [],
    });
    const error = await errorDe(psicologa.caller.hojasDeVida.procesos({ candidatoId: -1 }));
    expect(error.code).toBe('BAD_REQUEST');
  });
});
