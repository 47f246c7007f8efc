/** candidatosPedido.cambiarEstado('rechazar') with the discard follow-ups; motivosRechazo; destinosDescarte. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CANDIDATO, MENSAJES_PEDIDOS, MENSAJES_PIPELINE, MENSAJES_VETADOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_DESCARTE } from '../servicios/descarte';
import { callerFor, errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  cuantosEventos,
  darPruebas,
  eventosNuevos,
  filaCandidato,
  filaCp,
  sql,
} from '../../../testing/candidatos-pipeline';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let gerente: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('candidatos-descarte');
  fabricas = fabricasDe(db.orm);
  [jefe, psicologa, gerente] = await sesionesStaff(db.orm, 'jefe', 'psicologa', 'gerente');
});
afterAll(async () => {
  await db?.drop();
});

type Descarte = {
  motivoRechazoId?: number | null;
  otroMotivo?: string;
  accionDescarte: 'a_categoria' | 'a_pedido_stock' | 'a_pedido_vigente' | 'ninguna';
  categoriaId?: number;
  pedidoDestinoId?: number;
  vetarCandidato: 0 | 1;
};
const rechazar = (s: TestSession, cp: { id: number; version: number }, d: Descarte) =>
  s.caller.candidatosPedido.cambiarEstado({ id: cp.id, version: cp.version, accion: 'rechazar', ...d });

/** A new person sent to the client (state 1) in a new stage-3 order of a client of the psychologist, as the rows it is read as. */
async function enviado() {
  const pedido = await fabricas.pedido({ estado: 3 });
  const cp = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado: 1 });
  return { id: cp.id, version: cp.version, pedido_id: pedido.id, candidato_id: cp.persona.id };
}

/** A rejection reason of the catalogue, by name. */
async function motivo(nombre: string): Promise<number> {
  const [m] = await sql<{ id: number }>(db, 'select id from motivo_rechazo where nombre = ?', [nombre]);
  if (!m) throw new Error(`motivo de rechazo ${nombre} no existe`);
  return m.id;
}

describe('discard (rechazar)', () => {
  it('state 1 needs a reason; with reason, "ninguna" and vetar 0: state 3, validated, person free, event type 4 (1 → 3)', async () => {
    const cp = await enviado();
    expect(
      (await errorDe(rechazar(jefe, cp, { accionDescarte: 'ninguna', vetarCandidato: 0 }))).message,
    ).toBe(MENSAJES_PIPELINE.motivoRequerido);
    expect(
      (
        await errorDe(
          rechazar(jefe, cp, { motivoRechazoId: 9999, accionDescarte: 'ninguna', vetarCandidato: 0 }),
        )
      ).message,
    ).toBe(MENSAJES_DESCARTE.motivoInexistente);
    const antes = await cuantosEventos(db, cp.pedido_id);
    const experiencia = await motivo('Experiencia insuficiente');
    const r = await rechazar(jefe, cp, {
      motivoRechazoId: experiencia,
      otroMotivo: 'Sin experiencia en montacargas',
      accionDescarte: 'ninguna',
      vetarCandidato: 0,
    });
    expect(r).toMatchObject({ estado: 3, mensaje: 'El candidato fue descartado' });
    expect(await filaCp(db, cp.id)).toMatchObject({
      estado_candidato_pedido: 3,
      validado_rechazo: true,
      accion_descarte: 'ninguna',
      vetar_candidato: 0,
      motivo_rechazo_candidato_id: experiencia,
    });
    expect((await filaCandidato(db, cp.candidato_id)).disponibilidad).toBe(0);
    expect(await eventosNuevos(db, cp.pedido_id, antes)).toMatchObject([
      { tipo_evento: 4, estado_anterior: 1, estado_nuevo: 3 },
    ]);
    expect(
      await sql(db, 'select 1 from candidato_vetado where candidato_id = ?', [cp.candidato_id]),
    ).toHaveLength(0);
  });

  it('a client rejection (state 3) is validated without a reason, once', async () => {
    const enviadoAlCliente = await enviado();
    const usuarioCliente = await fabricas.usuario({ rol: 'cliente', clientes: [CLIENTE_POR_DEFECTO] });
    const { caller: cliente } = await callerFor(db.orm, {
      usuario: usuarioCliente.username,
      portal: 'cliente',
    });
    const rechazo = await cliente.clientePortal.rechazar({
      candidatoPedidoId: enviadoAlCliente.id,
      version: enviadoAlCliente.version,
      motivo: 'No tiene la experiencia pedida',
    });
    const cp = { id: enviadoAlCliente.id, version: rechazo.version, pedido_id: enviadoAlCliente.pedido_id };
    expect(await filaCp(db, cp.id)).toMatchObject({ estado_candidato_pedido: 3, validado_rechazo: false });
    const lista = await jefe.caller.candidatosPedido.listar({ pedidoId: cp.pedido_id });
    expect(lista.seleccionados.find((c) => c.id === cp.id)!.acciones).toEqual(['rechazar']);
    const r = await rechazar(jefe, cp, { accionDescarte: 'ninguna', vetarCandidato: 0 });
    expect(r.estado).toBe(3);
    expect((await filaCp(db, cp.id)).validado_rechazo).toBe(true);
    expect(
      (
        await errorDe(
          rechazar(jefe, { id: cp.id, version: r.version }, { accionDescarte: 'ninguna', vetarCandidato: 0 }),
        )
      ).message,
    ).toBe(MENSAJES_CANDIDATO.noPermitido);
  });

  it('vetar 1 bars the person for this client: CandidatoVetado, and adding them to another order of the client is refused', async () => {
    const cp = await enviado();
    await rechazar(jefe, cp, {
      motivoRechazoId: await motivo('No cumple el perfil solicitado'),
      accionDescarte: 'ninguna',
      vetarCandidato: 1,
    });
    const [pedido] = await sql<{ cliente_id: number }>(db, 'select cliente_id from pedido where id = ?', [
      cp.pedido_id,
    ]);
    const vetos = await sql<{ cliente_id: number; pedido_origen_id: number; motivo: string }>(
      db,
      'select * from candidato_vetado where candidato_id = ?',
      [cp.candidato_id],
    );
    expect(vetos).toEqual([
      expect.objectContaining({
        cliente_id: pedido!.cliente_id,
        pedido_origen_id: cp.pedido_id,
        motivo: 'No cumple el perfil solicitado',
      }),
    ]);
    expect((await filaCp(db, cp.id)).vetar_candidato).toBe(1);
    const otro = await fabricas.pedido({ estado: 2 });
    expect(otro.clienteId).toBe(pedido!.cliente_id);
    const [autor] = await sql<{ nombre: string }>(
      db,
      "select trim(first_name || ' ' || last_name) as nombre from usuario where username = 'jefe'",
    );
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.agregar({ pedidoId: otro.id, candidatoId: cp.candidato_id }),
        )
      ).message,
    ).toBe(MENSAJES_VETADOS.vetadoParaCliente(autor!.nombre, new Date()));
    expect(
      await sql(db, 'select 1 from candidato_pedido where pedido_id = ? and candidato_id = ?', [
        otro.id,
        cp.candidato_id,
      ]),
    ).toHaveLength(0);
  });

  it('a_categoria: needs the category and digital tests; places the person in the stock category', async () => {
    const cp = await enviado();
    const perfil = await motivo('No cumple el perfil solicitado');
    expect(
      (
        await errorDe(
          rechazar(jefe, cp, { motivoRechazoId: perfil, accionDescarte: 'a_categoria', vetarCandidato: 0 }),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    await sql(db, 'delete from calificacion_prueba_digital where candidato_id = ?', [cp.candidato_id]);
    const [cat] = await sql<{ id: number; vigencia: number }>(
      db,
      'select id, vigencia from categoria_stock where estado = 1 order by id limit 1',
    );
    expect(
      (
        await errorDe(
          rechazar(jefe, cp, {
            motivoRechazoId: perfil,
            accionDescarte: 'a_categoria',
            categoriaId: cat!.id,
            vetarCandidato: 0,
          }),
        )
      ).message,
    ).toBe(MENSAJES_PIPELINE.categoriaSinPruebas);
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(1);
    await darPruebas(db, cp.candidato_id, cp.pedido_id, ['FAC']);
    await rechazar(jefe, cp, {
      motivoRechazoId: perfil,
      accionDescarte: 'a_categoria',
      categoriaId: cat!.id,
      vetarCandidato: 0,
    });
    const [k] = await sql<{
      categoria_id: number;
      estado: number;
      vigencia: number;
      pedido_origen_id: number;
    }>(db, 'select * from candidato_categoria where candidato_id = ?', [cp.candidato_id]);
    expect(k).toMatchObject({
      categoria_id: cat!.id,
      estado: 1,
      vigencia: cat!.vigencia,
      pedido_origen_id: cp.pedido_id,
    });
    expect(await filaCandidato(db, cp.candidato_id)).toMatchObject({
      disponibilidad: 0,
      disponibilidad_stock: 3,
    });
  });

  it('a_pedido_vigente: another current order in scope in states 2–4; the person is added there (event type 3 there)', async () => {
    const cp = await enviado();
    const cerrado = await fabricas.pedido({ estado: 5 });
    const base = {
      motivoRechazoId: await motivo('Aspiración salarial superior a la oferta'),
      accionDescarte: 'a_pedido_vigente' as const,
      vetarCandidato: 0 as const,
    };
    expect((await errorDe(rechazar(jefe, cp, { ...base, pedidoDestinoId: cerrado.id }))).message).toBe(
      MENSAJES_DESCARTE.destinoInvalido,
    );
    expect((await errorDe(rechazar(jefe, cp, { ...base, pedidoDestinoId: cp.pedido_id }))).message).toBe(
      MENSAJES_DESCARTE.destinoInvalido,
    );
    const stock = await fabricas.pedido({ estado: 2, stock: true });
    expect((await errorDe(rechazar(jefe, cp, { ...base, pedidoDestinoId: stock.id }))).message).toBe(
      MENSAJES_DESCARTE.destinoTipo,
    );
    // The FAC gate holds for the destination too: an order without its filter-question group takes nobody.
    const destino = await fabricas.pedido({ estado: 2, fac: false });
    expect((await errorDe(rechazar(jefe, cp, { ...base, pedidoDestinoId: destino.id }))).message).toBe(
      MENSAJES_PEDIDOS.sinFac,
    );
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(1);
    await fabricas.definirFac(destino.id);
    const antes = await cuantosEventos(db, destino.id);
    await rechazar(jefe, cp, { ...base, pedidoDestinoId: destino.id });
    const [nuevo] = await sql<{ pool: number; estado_candidato_pedido: number }>(
      db,
      'select * from candidato_pedido where pedido_id = ? and candidato_id = ? and activo',
      [destino.id, cp.candidato_id],
    );
    expect(nuevo).toMatchObject({ pool: 0, estado_candidato_pedido: 0 });
    expect((await filaCandidato(db, cp.candidato_id)).disponibilidad).toBe(1);
    expect(await eventosNuevos(db, destino.id, antes)).toMatchObject([
      { tipo_evento: 3, pool: null, pool_nuevo: 0 },
    ]);
    expect((await filaCp(db, cp.id)).accion_descarte).toBe('a_pedido_vigente');
  });

  it('a_pedido_stock: the person joins a stock order (availability 1, stock availability 4)', async () => {
    const cp = await enviado();
    // Of another client: barring the person for this client does not bar them there.
    const stock = await fabricas.pedido({ estado: 2, stock: true, cliente: CLIENTE_FUERA_PSICOLOGA });
    await rechazar(jefe, cp, {
      motivoRechazoId: await motivo('Aspiración salarial superior a la oferta'),
      accionDescarte: 'a_pedido_stock',
      pedidoDestinoId: stock.id,
      vetarCandidato: 1,
    });
    expect(
      await sql(
        db,
        'select 1 from candidato_pedido where pedido_id = ? and candidato_id = ? and activo and de_stock',
        [stock.id, cp.candidato_id],
      ),
    ).toHaveLength(1);
    expect(await filaCandidato(db, cp.candidato_id)).toMatchObject({
      disponibilidad: 1,
      disponibilidad_stock: 4,
    });
  });

  it("the destination order must be in the caller's scope (NOT_FOUND otherwise, nothing written)", async () => {
    const cp = await enviado();
    expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
    const fuera = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    const e = await errorDe(
      rechazar(psicologa, cp, {
        motivoRechazoId: await motivo('No cumple el perfil solicitado'),
        accionDescarte: 'a_pedido_vigente',
        pedidoDestinoId: fuera.id,
        vetarCandidato: 0,
      }),
    );
    expect(e.code).toBe('NOT_FOUND');
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(1);
    expect(
      await sql(db, 'select 1 from candidato_pedido where pedido_id = ? and candidato_id = ?', [
        fuera.id,
        cp.candidato_id,
      ]),
    ).toHaveLength(0);
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
    const p = await fabricas.pedido({ estado: 3 });
    // Same client (and profile): a current order, a stock order; closed and out-of-scope orders are not offered.
    const vigente = await fabricas.pedido({ estado: 2 });
    const stock = await fabricas.pedido({ estado: 2, stock: true });
    const cancelado = await fabricas.pedido({ estado: 0 });
    const ajeno = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    const d = await psicologa.caller.candidatosPedido.destinosDescarte({ pedidoId: p.id });
    expect(d.categorias.length).toBeGreaterThan(0);
    expect(d.pedidosVigentes.map((x) => x.id)).toContain(vigente.id);
    expect(d.pedidosStock.map((x) => x.id)).toContain(stock.id);
    const ids = [...d.pedidosVigentes, ...d.pedidosStock].map((x) => x.id);
    expect(ids).not.toContain(p.id);
    expect(ids).not.toContain(cancelado.id);
    expect(ids).not.toContain(ajeno.id);
    const filas = ids.length
      ? await sql<{
          id: number;
          estado_pedido: number;
          documento: string;
          cliente_id: number;
          perfil_seleccion_id: number;
        }>(
          db,
          `select p.id, p.estado_pedido, c.numero_documento documento, p.cliente_id, p.perfil_seleccion_id from pedido p join cliente c on c.id = p.cliente_id where p.id in (${ids.map(() => '?').join(',')})`,
          ids,
        )
      : [];
    const [origen] = await sql<{ cliente_id: number; perfil_seleccion_id: number }>(
      db,
      'select cliente_id, perfil_seleccion_id from pedido where id = ?',
      [p.id],
    );
    for (const f of filas) {
      expect([2, 3, 4]).toContain(f.estado_pedido);
      expect(CLIENTES_PSICOLOGA).toContain(f.documento);
      expect(
        f.cliente_id === origen!.cliente_id || f.perfil_seleccion_id === origen!.perfil_seleccion_id,
      ).toBe(true);
    }
    expect(
      (await errorDe(psicologa.caller.candidatosPedido.destinosDescarte({ pedidoId: ajeno.id }))).code,
    ).toBe('NOT_FOUND');
  });
});
