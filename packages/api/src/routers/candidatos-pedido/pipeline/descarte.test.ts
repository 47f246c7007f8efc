/** candidatosPedido.cambiarEstado('rechazar') with the discard follow-ups; motivosRechazo; destinosDescarte. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CANDIDATO, MENSAJES_PEDIDOS, MENSAJES_PIPELINE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_DESCARTE } from '../../../services/candidatos-pedido/descarte';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTES_PSICOLOGA, cuantosEventos, darPruebas, eventosNuevos, filaCandidato, filaCp, sql, unCandidatoEn, unPedido } from './pruebas/apoyo';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let gerente: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('candidatos-descarte');
  [jefe, psicologa, gerente] = await sesionesStaff(db.orm, 'jefe', 'psicologa', 'gerente');
});
afterAll(async () => {
  await db?.drop();
});

type Descarte = { motivoRechazoId?: number | null; otroMotivo?: string; accionDescarte: 'a_categoria' | 'a_pedido_stock' | 'a_pedido_vigente' | 'ninguna'; categoriaId?: number; pedidoDestinoId?: number; vetarCandidato: 0 | 1 };
const rechazar = (s: TestSession, cp: { id: number; version: number }, d: Descarte) => s.caller.candidatosPedido.cambiarEstado({ id: cp.id, version: cp.version, accion: 'rechazar', ...d });

/** Sent candidates (state 1) of stage-3 orders, one per call. */
let siguiente = 0;
const enviado = () => unCandidatoEn(db, 3, 1, {}, siguiente++);

describe('discard (rechazar)', () => {
  it('state 1 needs a reason; with reason, "ninguna" and vetar 0: state 3, validated, person free, event type 4 (1 → 3)', async () => {
    const cp = await enviado();
    expect((await errorDe(rechazar(jefe, cp, { accionDescarte: 'ninguna', vetarCandidato: 0 }))).message).toBe(MENSAJES_PIPELINE.motivoRequerido);
    expect((await errorDe(rechazar(jefe, cp, { motivoRechazoId: 9999, accionDescarte: 'ninguna', vetarCandidato: 0 }))).message).toBe(MENSAJES_DESCARTE.motivoInexistente);
    const antes = await cuantosEventos(db, cp.pedido_id);
    const r = await rechazar(jefe, cp, { motivoRechazoId: 2, otroMotivo: 'Sin experiencia en montacargas', accionDescarte: 'ninguna', vetarCandidato: 0 });
    expect(r).toMatchObject({ estado: 3, mensaje: 'El candidato fue descartado' });
    expect(await filaCp(db, cp.id)).toMatchObject({ estado_candidato_pedido: 3, validado_rechazo: true, accion_descarte: 'ninguna', vetar_candidato: 0, motivo_rechazo_candidato_id: 2 });
    expect((await filaCandidato(db, cp.candidato_id)).disponibilidad).toBe(0);
    expect(await eventosNuevos(db, cp.pedido_id, antes)).toMatchObject([{ tipo_evento: 4, estado_anterior: 1, estado_nuevo: 3 }]);
    expect(await sql(db, 'select 1 from candidato_vetado where candidato_id = ?', [cp.candidato_id])).toHaveLength(0);
  });

  it('a client rejection (state 3) is validated without a reason, once', async () => {
    const [cp] = await sql<{ id: number; version: number; pedido_id: number }>(
      db,
      `update candidato_pedido set validado_rechazo = false where id = (select cp.id from candidato_pedido cp join pedido p on p.id = cp.pedido_id where p.estado_pedido = 3 and cp.activo and cp.estado_candidato_pedido = 3 limit 1) returning id, version, pedido_id`,
    );
    const lista = await jefe.caller.candidatosPedido.listar({ pedidoId: cp!.pedido_id });
    expect(lista.seleccionados.find((c) => c.id === cp!.id)!.acciones).toEqual(['rechazar']);
    const r = await rechazar(jefe, cp!, { accionDescarte: 'ninguna', vetarCandidato: 0 });
    expect(r.estado).toBe(3);
    expect((await filaCp(db, cp!.id)).validado_rechazo).toBe(true);
    expect((await errorDe(rechazar(jefe, { id: cp!.id, version: r.version }, { accionDescarte: 'ninguna', vetarCandidato: 0 }))).message).toBe(MENSAJES_CANDIDATO.noPermitido);
  });

  it('vetar 1 bars the person for this client: CandidatoVetado, and adding them to another order of the client is refused', async () => {
    const cp = await enviado();
    await rechazar(jefe, cp, { motivoRechazoId: 1, accionDescarte: 'ninguna', vetarCandidato: 1 });
    const [pedido] = await sql<{ cliente_id: number }>(db, 'select cliente_id from pedido where id = ?', [cp.pedido_id]);
    const vetos = await sql<{ cliente_id: number; pedido_origen_id: number; motivo: string }>(db, 'select * from candidato_vetado where candidato_id = ?', [cp.candidato_id]);
    expect(vetos).toEqual([expect.objectContaining({ cliente_id: pedido!.cliente_id, pedido_origen_id: cp.pedido_id, motivo: 'No cumple el perfil solicitado' })]);
    expect((await filaCp(db, cp.id)).vetar_candidato).toBe(1);
    const [otro] = await sql<{ id: number }>(db, 'select id from pedido where cliente_id = ? and estado_pedido in (2, 3, 4) and id <> ? limit 1', [pedido!.cliente_id, cp.pedido_id]);
    expect(otro).toBeDefined();
    expect((await errorDe(jefe.caller.candidatosPedido.agregar({ pedidoId: otro!.id, candidatoId: cp.candidato_id }))).message).toBe(MENSAJES_PIPELINE.vetadoCliente);
  });

  it('a_categoria: needs the category and digital tests; places the person in the stock category', async () => {
    const cp = await enviado();
    expect((await errorDe(rechazar(jefe, cp, { motivoRechazoId: 1, accionDescarte: 'a_categoria', vetarCandidato: 0 }))).code).toBe('BAD_REQUEST');
    await sql(db, 'delete from calificacion_prueba_digital where candidato_id = ?', [cp.candidato_id]);
    const [cat] = await sql<{ id: number; vigencia: number }>(db, 'select id, vigencia from categoria_stock where estado = 1 order by id limit 1');
    expect((await errorDe(rechazar(jefe, cp, { motivoRechazoId: 1, accionDescarte: 'a_categoria', categoriaId: cat!.id, vetarCandidato: 0 }))).message).toBe(MENSAJES_PIPELINE.categoriaSinPruebas);
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(1);
    await darPruebas(db, cp.candidato_id, cp.pedido_id, ['FAC']);
    await rechazar(jefe, cp, { motivoRechazoId: 1, accionDescarte: 'a_categoria', categoriaId: cat!.id, vetarCandidato: 0 });
    const [k] = await sql<{ categoria_id: number; estado: number; vigencia: number; pedido_origen_id: number }>(db, 'select * from candidato_categoria where candidato_id = ?', [cp.candidato_id]);
    expect(k).toMatchObject({ categoria_id: cat!.id, estado: 1, vigencia: cat!.vigencia, pedido_origen_id: cp.pedido_id });
    expect(await filaCandidato(db, cp.candidato_id)).toMatchObject({ disponibilidad: 0, disponibilidad_stock: 3 });
  });

  it('a_pedido_vigente: another current order in scope in states 2–4; the person is added there (event type 3 there)', async () => {
    const cp = await enviado();
    const cerrado = await unPedido(db, 5);
    const base = { motivoRechazoId: 3, accionDescarte: 'a_pedido_vigente' as const, vetarCandidato: 0 as const };
    expect((await errorDe(rechazar(jefe, cp, { ...base, pedidoDestinoId: cerrado.id }))).message).toBe(MENSAJES_DESCARTE.destinoInvalido);
    expect((await errorDe(rechazar(jefe, cp, { ...base, pedidoDestinoId: cp.pedido_id }))).message).toBe(MENSAJES_DESCARTE.destinoInvalido);
    const [stock] = await sql<{ id: number }>(db, 'select id from pedido where es_stock and estado_pedido in (2, 3, 4) limit 1');
    expect(stock).toBeDefined();
    expect((await errorDe(rechazar(jefe, cp, { ...base, pedidoDestinoId: stock!.id }))).message).toBe(MENSAJES_DESCARTE.destinoTipo);
    const destino = await unPedido(db, 2, {}, 4);
    // The FAC gate holds for the destination too: an order without its filter-question group takes nobody.
    await sql(db, 'update pedido set fac_id = null where id = ?', [destino.id]);
    expect((await errorDe(rechazar(jefe, cp, { ...base, pedidoDestinoId: destino.id }))).message).toBe(MENSAJES_PEDIDOS.sinFac);
    await sql(db, 'update pedido set fac_id = (select min(id) from grupo_preguntas_filtro) where id = ?', [destino.id]);
    const antes = await cuantosEventos(db, destino.id);
    await rechazar(jefe, cp, { ...base, pedidoDestinoId: destino.id });
    const [nuevo] = await sql<{ pool: number; estado_candidato_pedido: number }>(db, 'select * from candidato_pedido where pedido_id = ? and candidato_id = ? and activo', [destino.id, cp.candidato_id]);
    expect(nuevo).toMatchObject({ pool: 0, estado_candidato_pedido: 0 });
    expect((await filaCandidato(db, cp.candidato_id)).disponibilidad).toBe(1);
    expect(await eventosNuevos(db, destino.id, antes)).toMatchObject([{ tipo_evento: 3, pool: null, pool_nuevo: 0 }]);
    expect((await filaCp(db, cp.id)).accion_descarte).toBe('a_pedido_vigente');
  });

  it('a_pedido_stock: the person joins a stock order (availability 1, stock availability 4)', async () => {
    const cp = await enviado();
    const [stock] = await sql<{ id: number }>(db, 'select id from pedido where es_stock and estado_pedido in (2, 3, 4) and cliente_id <> (select cliente_id from pedido where id = ?) limit 1', [cp.pedido_id]);
    await rechazar(jefe, cp, { motivoRechazoId: 3, accionDescarte: 'a_pedido_stock', pedidoDestinoId: stock!.id, vetarCandidato: 1 });
    expect(await sql(db, 'select 1 from candidato_pedido where pedido_id = ? and candidato_id = ? and activo and de_stock', [stock!.id, cp.candidato_id])).toHaveLength(1);
    expect(await filaCandidato(db, cp.candidato_id)).toMatchObject({ disponibilidad: 1, disponibilidad_stock: 4 });
  });

  it('the destination order must be in the caller\'s scope (NOT_FOUND otherwise, nothing written)', async () => {
    const cp = await unCandidatoEn(db, 3, 1, { documentos: CLIENTES_PSICOLOGA });
    const fuera = await unPedido(db, 2, { excepto: CLIENTES_PSICOLOGA });
    const e = await errorDe(rechazar(psicologa, cp, { motivoRechazoId: 1, accionDescarte: 'a_pedido_vigente', pedidoDestinoId: fuera.id, vetarCandidato: 0 }));
    expect(e.code).toBe('NOT_FOUND');
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(1);
  });
});

describe('catalogues of the discard modal', () => {
  it('motivosRechazo: the active reasons; an inactive one is hidden', async () => {
    await sql(db, `update motivo_rechazo set activo = false where nombre = 'Otro'`);
    const motivos = await gerente.caller.candidatosPedido.motivosRechazo();
    expect(motivos.length).toBeGreaterThan(5);
    expect(motivos.map((m) => m.nombre)).not.toContain('Otro');
  });

  it('destinosDescarte: active categories and other orders in scope in states 2–4 of the same profile or client', async () => {
    const p = await unPedido(db, 3, { documentos: CLIENTES_PSICOLOGA });
    const d = await psicologa.caller.candidatosPedido.destinosDescarte({ pedidoId: p.id });
    expect(d.categorias.length).toBeGreaterThan(0);
    const ids = [...d.pedidosVigentes, ...d.pedidosStock].map((x) => x.id);
    expect(ids).not.toContain(p.id);
    const filas = ids.length
      ? await sql<{ id: number; estado_pedido: number; documento: string; cliente_id: number; perfil_seleccion_id: number }>(
          db,
          `select p.id, p.estado_pedido, c.numero_documento documento, p.cliente_id, p.perfil_seleccion_id from pedido p join cliente c on c.id = p.cliente_id where p.id in (${ids.map(() => '?').join(',')})`,
          ids,
        )
      : [];
    const [origen] = await sql<{ cliente_id: number; perfil_seleccion_id: number }>(db, 'select cliente_id, perfil_seleccion_id from pedido where id = ?', [p.id]);
    for (const f of filas) {
      expect([2, 3, 4]).toContain(f.estado_pedido);
      expect(CLIENTES_PSICOLOGA).toContain(f.documento);
      expect(f.cliente_id === origen!.cliente_id || f.perfil_seleccion_id === origen!.perfil_seleccion_id).toBe(true);
    }
    const fuera = await unPedido(db, 3, { excepto: CLIENTES_PSICOLOGA });
    expect((await errorDe(psicologa.caller.candidatosPedido.destinosDescarte({ pedidoId: fuera.id }))).code).toBe('NOT_FOUND');
  });
});
