/**
 * Quick filters of `pedidos.dashboard` (Vencidos, Urgentes, Sin FAC, Mis pedidos) against real PostgreSQL: each
 * one narrows to exactly the orders an independent query finds, they combine with each other and with the
 * filter bar, bad input is a Spanish BAD_REQUEST, and no combination lets a limited user see another client's order.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  FILTRO_RAPIDO,
  leerTarjetas,
  MENSAJES_FILTROS_RAPIDOS,
  type FiltroRapido,
  type TarjetaPedido,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultaVigentes, momentoDe } from '../servicios/dashboard-consulta';
import { callerFor, errorDe, formaDeError, type TestSession } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe } from '../../../testing/fabricas';

/** Confecciones del Valle: not a client of the test psychologist. */
const CLIENTE_FUERA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let psicologaId: number;
let propios: number[];
/** Orders of her client built in beforeAll: urgent, without FAC and vencido (hers and not hers); urgent with FAC, hers. */
const e = {} as Record<'suyoVencido' | 'ajenoVencido' | 'suyoConFac', number>;
/** A current order of a client outside the psychologist's scope that matches all four quick filters for her. */
let ajeno: { id: number; clienteId: number };
const ids = (t: readonly TarjetaPedido[]) => t.map((x) => x.id).sort((a, b) => a - b);
type Filtros = Parameters<TestSession['caller']['pedidos']['dashboard']>[0];
async function vig(s: TestSession, f: Filtros) {
  const r = await s.caller.pedidos.dashboard(f);
  return leerTarjetas(r.tarjetasJson, true);
}
async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

/**
 * The definitions, written again on their own (not with the service's SQL fragments): remaining search days
 * from approval (request while not approved) in Bogotá, capped at the profile's search days.
 */
const VIGENTE = 'not p.es_stock and not p.es_hijo and p.estado_pedido in (1, 111, 2, 3, 4)';
const RESTANTES = `(coalesce(pf.tiempo_dias_busqueda, 0) - ((now() at time zone 'America/Bogota')::date - (coalesce(p.fecha_aprobacion, p.fecha_solicitud) at time zone 'America/Bogota')::date))`;
const CONDICION: Record<FiltroRapido, (usuarioId: number) => string> = {
  vencidos: () => `least(coalesce(pf.tiempo_dias_busqueda, 0), ${RESTANTES}) <= 0`,
  urgentes: () => 'p.es_destacado',
  sin_fac: () => 'p.fac_id is null',
  mios: (u) => `${u} in (p.encargado_pedido_id, p.ejecutivo_lider_id, p.created_by_id)`,
};
async function esperados(condicion: string, params: unknown[] = []): Promise<number[]> {
  const filas = await sql<{ id: number }>(
    `select p.id from pedido p join perfil pf on pf.id = p.perfil_seleccion_id where ${VIGENTE} and ${condicion} order by p.id`,
    params,
  );
  return filas.map((f) => f.id);
}
/** Every subset of the four quick filters (16, the empty one included). */
const combinaciones = (): FiltroRapido[][] =>
  FILTRO_RAPIDO.valores.reduce<FiltroRapido[][]>(
    (todas, r) => [...todas, ...todas.map((c) => [...c, r])],
    [[]],
  );

beforeAll(async () => {
  db = await createTestDatabase('dashboard_rapidos');
  const fabricas = fabricasDe(db.orm);
  jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
  // A new psychologist of one client: no order is hers but the ones given to her here.
  const usuario = await fabricas.usuario({ rol: 'psicologo', clientes: [CLIENTE_POR_DEFECTO] });
  psicologa = await callerFor(db.orm, { usuario: usuario.username, portal: 'staff' });
  psicologaId = usuario.id;
  propios = psicologa.usuario!.clientes.map((c) => c.id);
  // Urgent and without FAC through the order form (approved, FAC left undefined).
  const suyoVencido = await fabricas.pedido({ estado: 2, urgente: true, fac: false });
  const ajenoVencido = await fabricas.pedido({ estado: 2, urgente: true, fac: false });
  const suyoConFac = await fabricas.pedido({ estado: 2, urgente: true });
  // Outside her scope, an order that is hers, urgent, without FAC and vencido: only the scope clause keeps it out.
  const fuera = await fabricas.pedido({ estado: 2, urgente: true, fac: false, cliente: CLIENTE_FUERA });
  expect(propios).toEqual([suyoVencido.clienteId]);
  expect(propios).not.toContain(fuera.clienteId);
  Object.assign(e, { suyoVencido: suyoVencido.id, ajenoVencido: ajenoVencido.id, suyoConFac: suyoConFac.id });
  ajeno = { id: fuera.id, clienteId: fuera.clienteId };
  // Her roles (no screen assigns an order's encargado or lead executive; the factories create as the jefe).
  await sql('update pedido set encargado_pedido_id = ? where id in (?, ?)', [
    psicologaId,
    e.suyoVencido,
    ajeno.id,
  ]);
  await sql('update pedido set ejecutivo_lider_id = ? where id = ?', [psicologaId, e.suyoConFac]);
  // Vencido: approved 400 days ago (a past date no procedure writes); the one with FAC was approved today.
  await sql(`update pedido set fecha_aprobacion = now() - interval '400 days' where id in (?, ?, ?)`, [
    e.suyoVencido,
    e.ajenoVencido,
    ajeno.id,
  ]);
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidos.dashboard: filtros rápidos', () => {
  it('each quick filter narrows to exactly the matching orders (jefe: every client)', async () => {
    const jefeId = jefe.usuario!.id;
    const todos = await esperados('true');
    for (const rapido of FILTRO_RAPIDO.valores) {
      const esperado = await esperados(CONDICION[rapido](jefeId));
      expect(ids(await vig(jefe, { rapidos: [rapido] })), rapido).toEqual(esperado);
      expect(esperado.length, rapido).toBeGreaterThan(0);
      expect(esperado.length, rapido).toBeLessThan(todos.length);
    }
    // The orders built here land in the filters they were built for (all four were created by the jefe).
    const dentro = async (rapido: FiltroRapido) => ids(await vig(jefe, { rapidos: [rapido] }));
    for (const rapido of ['vencidos', 'sin_fac'] as const) {
      expect(await dentro(rapido), rapido).toEqual(
        expect.arrayContaining([e.suyoVencido, e.ajenoVencido, ajeno.id]),
      );
      expect(await dentro(rapido), rapido).not.toContain(e.suyoConFac);
    }
    for (const rapido of ['urgentes', 'mios'] as const) {
      expect(await dentro(rapido), rapido).toEqual(
        expect.arrayContaining([e.suyoVencido, e.ajenoVencido, e.suyoConFac, ajeno.id]),
      );
    }
  });

  it('the cards agree: Vencidos have no days left, Urgentes are urgent, Sin FAC have none; Mis pedidos are hers', async () => {
    expect((await vig(jefe, { rapidos: ['vencidos'] })).every((t) => t.diasRestantes <= 0)).toBe(true);
    expect(ids(await vig(jefe, { rapidos: ['vencidos'] }))).toEqual(
      ids(await vig(jefe, { indicador: 'vencidos' })),
    );
    expect((await vig(jefe, { rapidos: ['urgentes'] })).every((t) => t.esDestacado)).toBe(true);
    expect((await vig(jefe, { rapidos: ['sin_fac'] })).every((t) => !t.tieneFac)).toBe(true);
    const mios = await vig(psicologa, { rapidos: ['mios'] });
    expect(ids(mios)).toEqual(
      await esperados(`p.cliente_id = any(?::int[]) and ${CONDICION.mios(psicologaId)}`, [
        `{${propios.join(',')}}`,
      ]),
    );
    expect(ids(mios)).toEqual([e.suyoVencido, e.suyoConFac].sort((a, b) => a - b));
    expect(mios.length).toBeLessThan((await vig(psicologa, {})).length);
  });

  it('quick filters combine with each other and with the filter bar (intersection)', async () => {
    const jefeId = jefe.usuario!.id;
    for (const combinacion of combinaciones().filter((c) => c.length >= 2)) {
      const condicion = combinacion.map((r) => CONDICION[r](jefeId)).join(' and ');
      expect(ids(await vig(jefe, { rapidos: combinacion })), combinacion.join('+')).toEqual(
        await esperados(condicion),
      );
    }
    const pares = await vig(jefe, { rapidos: ['urgentes', 'sin_fac', 'vencidos'] });
    expect(ids(pares)).toEqual(expect.arrayContaining([e.suyoVencido, e.ajenoVencido, ajeno.id]));
    const clienteId = pares[0]!.clienteId;
    expect(ids(await vig(jefe, { rapidos: ['urgentes', 'sin_fac'], clienteId }))).toEqual(
      await esperados(`p.es_destacado and p.fac_id is null and p.cliente_id = ?`, [clienteId]),
    );
    // "Sin FAC" and the bar's "FAC definidos" exclude each other; "Vencidos" and the indicator "Normal" too.
    expect(await vig(jefe, { rapidos: ['sin_fac'], fac: 'definidos' })).toEqual([]);
    expect(await vig(jefe, { rapidos: ['vencidos'], indicador: 'normal' })).toEqual([]);
  });

  it('scope: the psychologist never sees another client’s order, through any combination', async () => {
    // Control: without the scope clause, the order outside her scope matches all four filters for her.
    const control = consultaVigentes(
      { todos: true },
      { rapidos: ['vencidos', 'urgentes', 'sin_fac', 'mios'] },
      momentoDe(new Date()),
      80,
      psicologaId,
    );
    const [fila] = await sql<{ tarjetas: string }>(control.sql, control.params);
    expect(leerTarjetas(fila!.tarjetas).map((t) => t.id)).toContain(ajeno.id);

    const dentro = new Set(propios);
    for (const rapidos of combinaciones()) {
      for (const extra of [
        {},
        { clienteId: ajeno.clienteId },
        { indicador: 'vencidos' as const },
        { fac: 'sin_definir' as const },
      ]) {
        const tarjetas = await vig(psicologa, { rapidos, ...extra });
        const fuera = tarjetas.filter((t) => !dentro.has(t.clienteId));
        expect(fuera, `${rapidos.join('+')} ${JSON.stringify(extra)}`).toEqual([]);
      }
    }
    // She does see her own clients' orders through the same filters (the scope does not empty the answer).
    expect(ids(await vig(psicologa, { rapidos: ['vencidos', 'urgentes', 'sin_fac'] }))).toEqual(
      expect.arrayContaining([e.suyoVencido, e.ajenoVencido]),
    );
  });

  it('bad quick-filter input is BAD_REQUEST with a Spanish message, never reaching SQL', async () => {
    const casos: [unknown, string][] = [
      [['caducados'], MENSAJES_FILTROS_RAPIDOS.invalido],
      [[1], MENSAJES_FILTROS_RAPIDOS.invalido],
      ['vencidos', MENSAJES_FILTROS_RAPIDOS.invalido],
      [["mios'; drop table pedido; --"], MENSAJES_FILTROS_RAPIDOS.invalido],
      [['mios', 'mios'], MENSAJES_FILTROS_RAPIDOS.repetido],
      [['vencidos', 'urgentes', 'sin_fac', 'mios', 'vencidos'], MENSAJES_FILTROS_RAPIDOS.repetido],
    ];
    for (const [rapidos, mensaje] of casos) {
      const e = await errorDe(jefe.caller.pedidos.dashboard({ rapidos } as never));
      expect(e.code, JSON.stringify(rapidos)).toBe('BAD_REQUEST');
      expect(Object.values(formaDeError(e).data.campos ?? {}).flat(), JSON.stringify(rapidos)).toContain(
        mensaje,
      );
    }
    expect((await sql<{ n: number }>('select count(*)::int as n from pedido'))[0]!.n).toBeGreaterThan(0);
  });
});
