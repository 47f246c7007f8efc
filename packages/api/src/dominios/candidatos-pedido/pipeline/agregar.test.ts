/** candidatosPedido.buscarPorDocumento / agregar: availability rules, bars, scope, events in one transaction, races. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CANDIDATO, MENSAJES_PIPELINE, MENSAJES_VETADOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  cuantosEventos,
  eventosNuevos,
  fallarInsercion,
  filaCandidato,
  filaCp,
  idUsuario,
  resultadosCarrera,
  sql,
} from '../../../testing/candidatos-pipeline';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let gerente: TestSession;
let jefeId: number;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('candidatos-agregar');
  fabricas = fabricasDe(db.orm);
  [jefe, psicologa, gerente] = await sesionesStaff(db.orm, 'jefe', 'psicologa', 'gerente');
  jefeId = await idUsuario(db, 'jefe');
});
afterAll(async () => {
  await db?.drop();
});

describe('candidatosPedido.buscarPorDocumento', () => {
  it('finds a registered person with availability, product state and CV %', async () => {
    const c = await fabricas.hojaDeVida();
    const r = await jefe.caller.candidatosPedido.buscarPorDocumento({ numeroDocumento: c.documento });
    expect(r).toMatchObject({
      id: c.id,
      numeroDocumento: c.documento,
      disponibilidad: 0,
      disponibilidadEtiqueta: 'Libre',
      mensajeDisponibilidad: null,
      porcentajeHv: 90,
    });
    expect(r.nombre).toBe(c.nombre);
  });

  it('"No se encontró el candidato" (NOT_FOUND) for an unknown document; bad input BAD_REQUEST; gerente FORBIDDEN', async () => {
    const e = await errorDe(
      jefe.caller.candidatosPedido.buscarPorDocumento({ numeroDocumento: '999999999999' }),
    );
    expect(e.code).toBe('NOT_FOUND');
    expect(e.message).toBe('No se encontró el candidato');
    expect(
      (await errorDe(jefe.caller.candidatosPedido.buscarPorDocumento({ numeroDocumento: '' }))).code,
    ).toBe('BAD_REQUEST');
    expect(
      (await errorDe(gerente.caller.candidatosPedido.buscarPorDocumento({ numeroDocumento: '123' }))).code,
    ).toBe('FORBIDDEN');
  });
});

describe('candidatosPedido.agregar', () => {
  it('adds a free person: pool 0, state 0, product state of the person, postulado, availability 1, event type 3, toast', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const c = await fabricas.hojaDeVida();
    const [persona] = await sql<{ estado_producto: number }>(
      db,
      'select estado_producto from candidato where id = ?',
      [c.id],
    );
    const antes = await cuantosEventos(db, p.id);
    const r = await jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id });
    expect(r).toMatchObject({ estado: 0, pool: 0, activo: true, mensaje: 'Candidato agregado exitosamente' });
    const fila = await filaCp(db, r.id);
    expect(fila).toMatchObject({
      pedido_id: p.id,
      candidato_id: c.id,
      activo: true,
      pool: 0,
      estado_candidato_pedido: 0,
      estado_producto: persona!.estado_producto,
    });
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(1);
    const [post] = await sql<{ disponibilidad: number; betado: boolean }>(
      db,
      'select * from postulado where pedido_id = ? and candidato_id = ?',
      [p.id, c.id],
    );
    expect(post).toMatchObject({ disponibilidad: 1, betado: false });
    const ev = await eventosNuevos(db, p.id, antes);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ tipo_evento: 3, actor_id: jefeId, pool: null, pool_nuevo: 0 });
    expect(ev[0]!.candidato_nombre).toBeTruthy();
    const lista = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id });
    expect(lista.preseleccionados.map((x) => x.id)).toContain(r.id);
  });

  it.each([
    [1, 'Este candidato ya se encuentra en proceso con un pedido.'],
    [2, 'Este candidato ya ha sido contratado.'],
    [3, 'Este candidato no se encuentra disponible.'],
  ])('availability %d is refused with "%s", nothing written', async (disponibilidad, mensaje) => {
    const p = await fabricas.pedido({ estado: 2 });
    const c = await fabricas.hojaDeVida();
    await sql(db, 'update candidato set disponibilidad = ? where id = ?', [disponibilidad, c.id]);
    const antes = await cuantosEventos(db, p.id);
    const e = await errorDe(jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toBe(mensaje);
    expect(
      await sql(db, 'select 1 from candidato_pedido where candidato_id = ? and pedido_id = ?', [c.id, p.id]),
    ).toHaveLength(0);
    expect(await cuantosEventos(db, p.id)).toBe(antes);
  });

  it.each([0, 1, 5] as const)('orders in state %d do not accept candidates', async (estado) => {
    const p = await fabricas.pedido({ estado, fac: true });
    const c = await fabricas.hojaDeVida();
    const e = await errorDe(jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toBe(MENSAJES_CANDIDATO.etapa);
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(0);
  });

  it('refuses a person barred by the client, barred in this order, or already in it', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const vetado = await fabricas.hojaDeVida();
    await sql(
      db,
      'insert into candidato_vetado (candidato_id, cliente_id, created_at) values (?, ?, now())',
      [vetado.id, p.clienteId],
    );
    // Who and when (issue 16); a bar with no author recorded (older data) says "un usuario".
    expect(
      (await errorDe(jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: vetado.id })))
        .message,
    ).toBe(MENSAJES_VETADOS.vetadoParaCliente('un usuario', new Date()));

    const betado = await fabricas.hojaDeVida();
    await sql(
      db,
      'insert into postulado (pedido_id, candidato_id, disponibilidad, betado, fecha_postulacion) values (?, ?, 0, true, now())',
      [p.id, betado.id],
    );
    expect(
      (await errorDe(jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: betado.id })))
        .message,
    ).toBe(MENSAJES_PIPELINE.betadoPedido);

    // Already in it (availability set back to 0, so that the order's own rule answers, not the availability one).
    const dentro = await fabricas.candidatoEnPedido({ pedidoId: p.id });
    await sql(db, 'update candidato set disponibilidad = 0 where id = ?', [dentro.persona.id]);
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: dentro.persona.id }),
        )
      ).message,
    ).toBe(MENSAJES_PIPELINE.yaEnPedido);
    for (const [persona, filas] of [
      [vetado, 0],
      [betado, 0],
      [dentro.persona, 1],
    ] as const) {
      expect(
        await sql(db, 'select 1 from candidato_pedido where pedido_id = ? and candidato_id = ? and activo', [
          p.id,
          persona.id,
        ]),
      ).toHaveLength(filas);
    }
  });

  it('unknown person: "No se encontró el candidato"; foreign order for the psychologist: NOT_FOUND; gerente: FORBIDDEN', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
    const e = await errorDe(
      jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: 2_000_000_000 }),
    );
    expect(e).toMatchObject({ code: 'NOT_FOUND', message: 'No se encontró el candidato' });
    const fuera = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    const c = await fabricas.hojaDeVida();
    expect(
      (await errorDe(psicologa.caller.candidatosPedido.agregar({ pedidoId: fuera.id, candidatoId: c.id })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await errorDe(gerente.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id }))).code,
    ).toBe('FORBIDDEN');
    const r = await psicologa.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id });
    expect(r.estado).toBe(0);
  });

  it('if the event cannot be written nothing is added and availability stays 0 (same transaction)', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const c = await fabricas.hojaDeVida();
    const quitar = await fallarInsercion(db, 'evento_pedido', p.id);
    try {
      expect(
        (await errorDe(jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id }))).code,
      ).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await quitar();
    }
    expect(await sql(db, 'select 1 from candidato_pedido where candidato_id = ?', [c.id])).toHaveLength(0);
    expect(
      await sql(db, 'select 1 from postulado where candidato_id = ? and pedido_id = ?', [c.id, p.id]),
    ).toHaveLength(0);
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(0);
  });

  it('two orders adding the same person at once: exactly one wins, the other gets "en proceso"', async () => {
    const [a, b] = [await fabricas.pedido({ estado: 2 }), await fabricas.pedido({ estado: 2 })];
    const c = await fabricas.hojaDeVida();
    const resultados = await Promise.allSettled([
      jefe.caller.candidatosPedido.agregar({ pedidoId: a.id, candidatoId: c.id }),
      jefe.caller.candidatosPedido.agregar({ pedidoId: b.id, candidatoId: c.id }),
    ]);
    const { ganadores, errores } = resultadosCarrera(resultados);
    expect(ganadores).toBe(1);
    expect(errores.map((e) => e.message)).toEqual([MENSAJES_PIPELINE.enProceso]);
    expect(
      await sql(db, 'select 1 from candidato_pedido where candidato_id = ? and activo', [c.id]),
    ).toHaveLength(1);
  });
});
