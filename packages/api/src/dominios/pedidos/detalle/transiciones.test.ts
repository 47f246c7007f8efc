/** pedidos.avanzarEtapa / pedidos.finalizar: stage changes with their event in one transaction. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_ENVIO, MENSAJES_PEDIDOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  eventosDe,
  fallarInsercion,
  filaPedido,
  idUsuario,
  sql,
} from '../../../testing/pedido-detalle';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let ejecutivo: TestSession;
let jefeId: number;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('pedidos-transiciones');
  [jefe, psicologa, ejecutivo] = await sesionesStaff(db.orm, 'jefe', 'psicologa', 'ejecutivo');
  jefeId = await idUsuario(db, 'jefe');
  fabricas = fabricasDe(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

const seleccionadosActivos = async (id: number) =>
  Number(
    (
      await sql<{ n: string }>(
        db,
        'select count(*) n from candidato_pedido where pedido_id = ? and activo and pool = 1',
        [id],
      )
    )[0]!.n,
  );

/** The send-to-client modal's choices for an order: the medical exam (it e-mails) and a new contact of its client. */
async function envioPropio(pedidoId: number): Promise<{ requerimientoIds: number[]; contactoIds: number[] }> {
  const [examen] = await sql<{ id: number }>(db, "select id from requisito where codigo = 'examen_medico'");
  const { contacto } = await jefe.caller.candidatosPedido.guardarContacto({
    pedidoId,
    nombre: 'Contacto de la prueba',
    correo: `prueba+${pedidoId}@cliente.test`,
    enviar: true,
  });
  return { requerimientoIds: [examen!.id], contactoIds: [contacto.id] };
}

describe('pedidos.avanzarEtapa', () => {
  it('2 → 3 needs an active selected candidate: "Debes tener al menos 1 candidato seleccionado", nothing written', async () => {
    // Candidates, but only pre-selected ones.
    const p = await fabricas.pedido({ estado: 2 });
    await fabricas.candidatoEnPedido({ pedidoId: p.id });
    expect(await seleccionadosActivos(p.id)).toBe(0);
    const antes = await eventosDe(db, p.id);
    const e = await errorDe(jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: p.version }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toBe(MENSAJES_PEDIDOS.alMenosUnSeleccionado);
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(2);
    expect(await eventosDe(db, p.id)).toEqual(antes);
  });

  it('an inactive selected candidate does not count', async () => {
    // A selected candidate released from the CV ("Liberar candidato"): the row stays in pool 1, inactive.
    const p = await fabricas.pedido({ estado: 2 });
    const liberado = await fabricas.candidatoEnPedido({ pedidoId: p.id, estado: 'seleccionado' });
    await jefe.caller.hojasDeVida.liberar({ candidatoId: liberado.persona.id });
    expect(await sql(db, 'select pool, activo from candidato_pedido where id = ?', [liberado.id])).toEqual([
      { pool: 1, activo: false },
    ]);
    const e = await errorDe(
      jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: (await filaPedido(db, p.id)).version }),
    );
    expect(e.message).toBe(MENSAJES_PEDIDOS.alMenosUnSeleccionado);
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(2);
  });

  it('2 → 3 → 4 with a selected candidate: state, fecha_estado3/4, version and a type-0 event per step; 2 → 3 sends the selected', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    await fabricas.candidatoEnPedido({ pedidoId: p.id, estado: 'seleccionado' });
    await fabricas.candidatoEnPedido({ pedidoId: p.id, estado: 'seleccionado' });
    expect(await seleccionadosActivos(p.id)).toBe(2);
    const envio = await envioPropio(p.id);
    const antes = (await eventosDe(db, p.id)).length;

    // From 2 the move carries the send-to-client modal's choices.
    const sinEnvio = await errorDe(jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: p.version }));
    expect(sinEnvio).toMatchObject({ code: 'BAD_REQUEST', message: MENSAJES_ENVIO.envioRequeridoEtapa });

    const r3 = await jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: p.version, envio });
    expect(r3).toMatchObject({ id: p.id, estado: 3, mensaje: 'Se pasó el pedido a la etapa 3' });
    expect(r3.version).toBeGreaterThan(p.version);
    const f3 = await filaPedido(db, p.id);
    expect(f3.estado_pedido).toBe(3);
    expect(f3.fecha_estado3).not.toBeNull();
    const ev3 = (await eventosDe(db, p.id)).slice(antes);
    const etapa3 = ev3.filter((e) => e.tipo_evento === 0);
    expect(etapa3).toHaveLength(1);
    expect(etapa3[0]).toMatchObject({
      tipo_evento: 0,
      estado_anterior: 2,
      estado_nuevo: 3,
      actor_id: jefeId,
    });
    expect(new Date(etapa3[0]!.fecha).getTime()).toBe(new Date(f3.fecha_estado3!).getTime());
    // Every selected candidate in state 0 went to the client (state 1, a type-4 event each) in the same move.
    expect(
      ev3.filter((e) => e.tipo_evento === 4).every((e) => e.estado_anterior === 0 && e.estado_nuevo === 1),
    ).toBe(true);
    expect(ev3.filter((e) => e.tipo_evento === 4)).toHaveLength(2);
    const enEspera = await sql(
      db,
      'select id from candidato_pedido where pedido_id = ? and activo and pool = 1 and estado_candidato_pedido = 0',
      [p.id],
    );
    expect(enEspera).toEqual([]);
    const antes4 = (await eventosDe(db, p.id)).length;

    const r4 = await jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: r3.version });
    expect(r4).toMatchObject({ estado: 4, mensaje: 'Se pasó el pedido a la etapa 4' });
    const f4 = await filaPedido(db, p.id);
    expect(f4.fecha_estado4).not.toBeNull();
    expect((await eventosDe(db, p.id)).slice(antes4)).toMatchObject([
      { tipo_evento: 0, estado_anterior: 3, estado_nuevo: 4 },
    ]);

    // Stage 4 only finishes.
    const e = await errorDe(jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: r4.version }));
    expect(e.message).toBe(MENSAJES_PEDIDOS.estadoNoPermite);
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(4);
  });

  it('a stale version answers CONFLICT and changes nothing (two users on the same order)', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const vista = await jefe.caller.pedidos.detalle({ id: p.id });
    await jefe.caller.pedidos.actualizarCentroCosto({
      id: p.id,
      version: vista.version,
      centroCosto: 'CC-OTRO-USUARIO',
    });
    const antes = await eventosDe(db, p.id);
    const e = await errorDe(jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: vista.version }));
    expect(e.code).toBe('CONFLICT');
    expect(e.message).toBe(MENSAJES.errores.conflicto);
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(3);
    expect(await eventosDe(db, p.id)).toEqual(antes);
  });

  it('if the event cannot be written the stage does not change (same transaction)', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const quitar = await fallarInsercion(db, 'evento_pedido', p.id);
    try {
      await errorDe(jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: p.version }));
    } finally {
      await quitar();
    }
    const fila = await filaPedido(db, p.id);
    expect(fila).toMatchObject({ estado_pedido: 3, version: p.version, fecha_estado4: null });
  });

  it('needs enviar_candidato_a_cliente: ejecutivo FORBIDDEN, psicóloga allowed on her clients only', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
    expect(
      (await errorDe(ejecutivo.caller.pedidos.avanzarEtapa({ id: p.id, version: p.version }))).code,
    ).toBe('FORBIDDEN');
    const r = await psicologa.caller.pedidos.avanzarEtapa({ id: p.id, version: p.version });
    expect(r.estado).toBe(4);
    const fuera = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    expect(
      (await errorDe(psicologa.caller.pedidos.avanzarEtapa({ id: fuera.id, version: fuera.version }))).code,
    ).toBe('NOT_FOUND');
    expect((await filaPedido(db, fuera.id)).estado_pedido).toBe(3);
  });

  it('bad input is BAD_REQUEST', async () => {
    for (const input of [{}, { id: -1, version: 1 }, { id: 1 }, { id: 'x', version: 1 }]) {
      expect((await errorDe(jefe.caller.pedidos.avanzarEtapa(input as never))).code).toBe('BAD_REQUEST');
    }
  });
});

describe('pedidos.finalizar', () => {
  it('"No estan completas las vacantes" while vacantes_cumplidas < vacantes; then 4 → 5 with fecha_finalizacion and event', async () => {
    // One vacancy; its candidate in contracting has not shown up yet.
    const p = await fabricas.pedido({ estado: 4, vacantes: 1 });
    const e = await errorDe(jefe.caller.pedidos.finalizar({ id: p.id, version: p.version }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toBe(MENSAJES_PEDIDOS.vacantesIncompletas);
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(4);

    const [contratado] = p.candidatos;
    await jefe.caller.candidatosPedido.cambiarEstado({
      id: contratado!.id,
      version: contratado!.version,
      accion: 'sePresenta',
    });
    const antes = (await eventosDe(db, p.id)).length;
    const r = await jefe.caller.pedidos.finalizar({
      id: p.id,
      version: (await filaPedido(db, p.id)).version,
    });
    expect(r).toMatchObject({ estado: 5, mensaje: 'Se finalizó el pedido' });
    const f = await filaPedido(db, p.id);
    expect(f.estado_pedido).toBe(5);
    expect(f.fecha_finalizacion).not.toBeNull();
    // The type-4 events of the people the finish frees are checked in cierre.test.ts.
    expect((await eventosDe(db, p.id)).slice(antes).filter((e) => e.tipo_evento === 0)).toMatchObject([
      { tipo_evento: 0, estado_anterior: 4, estado_nuevo: 5, actor_id: jefeId },
    ]);

    const detalle = await jefe.caller.pedidos.detalle({ id: p.id });
    expect(detalle).toMatchObject({
      estado: 5,
      terminado: 'Pedido Terminado',
      acciones: [],
      cancelacion: null,
    });
  });

  it('only from stage 4', async () => {
    // Vacancies marked as met (no procedure fills them before stage 4), so that only the stage refuses.
    const p = await fabricas.pedido({ estado: 3 });
    await sql(db, 'update pedido set vacantes_cumplidas = vacantes where id = ?', [p.id]);
    expect((await errorDe(jefe.caller.pedidos.finalizar({ id: p.id, version: p.version }))).message).toBe(
      MENSAJES_PEDIDOS.estadoNoPermite,
    );
  });
});

describe('closed orders accept nothing', () => {
  it.each([0, 5] as const)('estado %d: no stage change, no finish, no cancellation', async (estado) => {
    const p = await fabricas.pedido({ estado });
    const antes = await eventosDe(db, p.id);
    await sql(db, 'update pedido set vacantes_cumplidas = vacantes where id = ?', [p.id]);
    const fd = new FormData();
    for (const [k, v] of Object.entries({ id: p.id, version: p.version, causa: 1, razon: 'otra vez' }))
      fd.set(k, String(v));
    for (const llamada of [
      () => jefe.caller.pedidos.avanzarEtapa({ id: p.id, version: p.version }),
      () => jefe.caller.pedidos.finalizar({ id: p.id, version: p.version }),
      () => jefe.caller.pedidos.cancelar(fd),
    ]) {
      const e = await errorDe(llamada());
      expect(e.code).toBe('BAD_REQUEST');
      expect(e.message).toBe(MENSAJES_PEDIDOS.cerrado);
    }
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(estado);
    expect(await eventosDe(db, p.id)).toEqual(antes);
  });
});
