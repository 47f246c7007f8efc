/** candidatosPedido.cambiarEstado (validate, interview, hiring outcomes) and remover: events, availability, conflicts. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { EXITO_CAMBIO_ESTADO, MENSAJES, MENSAJES_CANDIDATO, MENSAJES_PIPELINE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
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
let reclutador: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('candidatos-estados');
  fabricas = fabricasDe(db.orm);
  [jefe, psicologa, reclutador] = await sesionesStaff(db.orm, 'jefe', 'psicologa', 'reclutador');
});
afterAll(async () => {
  await db?.drop();
});

const pedidoDe = async (pedidoId: number) =>
  (
    await sql<{ vacantes_cumplidas: number; version: number }>(db, 'select * from pedido where id = ?', [
      pedidoId,
    ])
  )[0]!;
const enDias = (dias: number) => new Date(Date.now() + dias * 86_400_000);

describe('candidatosPedido.cambiarEstado', () => {
  it('validar → agendarEntrevista → aprobarEntrevista: each writes a type-4 event (previous → new) with the actor', async () => {
    const pedido = await fabricas.pedido({ estado: 3 });
    const cp = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado: 1 });
    const antes = await cuantosEventos(db, cp.pedidoId);
    const v = await jefe.caller.candidatosPedido.cambiarEstado({
      id: cp.id,
      version: cp.version,
      accion: 'validar',
    });
    expect(v).toMatchObject({ estado: 2, mensaje: EXITO_CAMBIO_ESTADO.validar });
    const fecha = enDias(3);
    const a = await jefe.caller.candidatosPedido.cambiarEstado({
      id: cp.id,
      version: v.version,
      accion: 'agendarEntrevista',
      fecha,
    });
    expect(a.estado).toBe(4);
    expect(new Date((await filaCp(db, cp.id)).fecha_cita_cliente!).getTime()).toBe(fecha.getTime());
    const ap = await jefe.caller.candidatosPedido.cambiarEstado({
      id: cp.id,
      version: a.version,
      accion: 'aprobarEntrevista',
    });
    expect(ap.estado).toBe(6);
    const jefeId = await idUsuario(db, 'jefe');
    expect(await eventosNuevos(db, cp.pedidoId, antes)).toMatchObject([
      { tipo_evento: 4, estado_anterior: 1, estado_nuevo: 2, actor_id: jefeId },
      { tipo_evento: 4, estado_anterior: 2, estado_nuevo: 4, actor_id: jefeId },
      { tipo_evento: 4, estado_anterior: 4, estado_nuevo: 6, actor_id: jefeId },
    ]);
    const eventos = await jefe.caller.pedidos.eventos({ id: cp.pedidoId });
    expect(eventos[0]).toMatchObject({
      tipo: 4,
      anteriorEtiqueta: 'En entrevista con cliente',
      nuevoEtiqueta: 'En contratación',
    });
  });

  it('interview date: required, from today to 12 months ahead', async () => {
    const cp = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 3 })).id,
      estado: 2,
    });
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.cambiarEstado({
            id: cp.id,
            version: cp.version,
            accion: 'agendarEntrevista',
          } as never),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    for (const fecha of [enDias(-2), enDias(400)]) {
      const e = await errorDe(
        jefe.caller.candidatosPedido.cambiarEstado({
          id: cp.id,
          version: cp.version,
          accion: 'agendarEntrevista',
          fecha,
        }),
      );
      expect(e).toMatchObject({ code: 'BAD_REQUEST', message: MENSAJES_PIPELINE.fechaEntrevistaRango });
    }
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(2);
  });

  it('noApruebaEntrevista (4 → 5) takes the discard form: the reason is required; then the person is free', async () => {
    const cp = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 3 })).id,
      estado: 4,
    });
    expect((await filaCandidato(db, cp.persona.id)).disponibilidad).toBe(1);
    const descarte = { accionDescarte: 'ninguna', vetarCandidato: 0 } as const;
    const sinMotivo = await errorDe(
      jefe.caller.candidatosPedido.cambiarEstado({
        id: cp.id,
        version: cp.version,
        accion: 'noApruebaEntrevista',
        ...descarte,
      }),
    );
    expect(sinMotivo).toMatchObject({ code: 'BAD_REQUEST', message: MENSAJES_PIPELINE.motivoRequerido });
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(4);
    const [motivo] = await sql<{ id: number }>(
      db,
      'select id from motivo_rechazo where activo order by id limit 1',
    );
    const r = await jefe.caller.candidatosPedido.cambiarEstado({
      id: cp.id,
      version: cp.version,
      accion: 'noApruebaEntrevista',
      motivoRechazoId: motivo!.id,
      ...descarte,
    });
    expect(r.estado).toBe(5);
    expect((await filaCandidato(db, cp.persona.id)).disponibilidad).toBe(0);
  });

  it('stage 4, state 6: sePresenta (8) counts a fulfilled vacancy and marks the person hired; terminations (7, 9) free the person', async () => {
    const pedido = await fabricas.pedido({ estado: 4, vacantes: 3 });
    const [seis] = pedido.candidatos;
    if (!seis) throw new Error('El pedido en etapa 4 no trae su candidato en contratación');
    const otro = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado: 6 });
    const tercero = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado: 6 });
    const antes = await pedidoDe(pedido.id);
    const r = await jefe.caller.candidatosPedido.cambiarEstado({
      id: seis.id,
      version: seis.version,
      accion: 'sePresenta',
    });
    expect(r).toMatchObject({ estado: 8, mensaje: EXITO_CAMBIO_ESTADO.sePresenta });
    const despues = await pedidoDe(pedido.id);
    expect(despues.vacantes_cumplidas).toBe(antes.vacantes_cumplidas + 1);
    expect((await filaCandidato(db, seis.persona.id)).disponibilidad).toBe(2);
    const nf = await jefe.caller.candidatosPedido.cambiarEstado({
      id: otro.id,
      version: otro.version,
      accion: 'noFirmaContrato',
    });
    expect(nf.estado).toBe(7);
    expect((await filaCandidato(db, otro.persona.id)).disponibilidad).toBe(0);
    const ns = await jefe.caller.candidatosPedido.cambiarEstado({
      id: tercero.id,
      version: tercero.version,
      accion: 'noSePresenta',
    });
    expect(ns.estado).toBe(9);
  });

  it('the machine refuses moves out of place: sePresenta at stage 3, validar a candidate not sent, closed orders', async () => {
    const enTres = await fabricas.pedido({ estado: 3 });
    const contratando = await fabricas.candidatoEnPedido({ pedidoId: enTres.id, estado: 6 });
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.cambiarEstado({
            id: contratando.id,
            version: contratando.version,
            accion: 'sePresenta',
          }),
        )
      ).message,
    ).toBe(MENSAJES_CANDIDATO.etapa);
    const cero = await fabricas.candidatoEnPedido({ pedidoId: enTres.id, estado: 'seleccionado' });
    expect(cero).toMatchObject({ estado: 0, pool: 1 });
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.cambiarEstado({
            id: cero.id,
            version: cero.version,
            accion: 'validar',
          }),
        )
      ).message,
    ).toBe(MENSAJES_CANDIDATO.noPermitido);
    // A finished order: its hired candidate (8) can no longer change.
    const terminado = await fabricas.pedido({ estado: 4, vacantes: 1 });
    const [presentado] = terminado.candidatos;
    await jefe.caller.candidatosPedido.cambiarEstado({
      id: presentado!.id,
      version: presentado!.version,
      accion: 'sePresenta',
    });
    await jefe.caller.pedidos.finalizar({
      id: terminado.id,
      version: (await pedidoDe(terminado.id)).version,
    });
    expect(
      (
        await sql<{ estado_pedido: number }>(db, 'select estado_pedido from pedido where id = ?', [
          terminado.id,
        ])
      )[0]?.estado_pedido,
    ).toBe(5);
    const cerrado = await filaCp(db, presentado!.id);
    expect(cerrado.estado_candidato_pedido).toBe(8);
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.cambiarEstado({
            id: presentado!.id,
            version: cerrado.version,
            accion: 'noSePresenta',
          }),
        )
      ).message,
    ).toBe(MENSAJES_CANDIDATO.etapa);
  });

  it('staff and another writer on the same candidate at once: one wins, the other CONFLICT, nothing overwritten', async () => {
    const cp = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 3 })).id,
      estado: 1,
    });
    const r = await Promise.allSettled([
      jefe.caller.candidatosPedido.cambiarEstado({ id: cp.id, version: cp.version, accion: 'validar' }),
      psicologa.caller.candidatosPedido.cambiarEstado({
        id: cp.id,
        version: cp.version,
        accion: 'rechazar',
        motivoRechazoId: 1,
        accionDescarte: 'ninguna',
        vetarCandidato: 0,
      }),
    ]);
    const { ganadores, errores } = resultadosCarrera(r);
    expect(ganadores).toBe(1);
    expect(errores.map((e) => [e.code, e.message])).toEqual([['CONFLICT', MENSAJES.errores.conflicto]]);
    const fila = await filaCp(db, cp.id);
    expect(fila.version).toBe(cp.version + 1);
    expect([2, 3]).toContain(fila.estado_candidato_pedido);
  });

  it('stale version: CONFLICT with the spec message; NOT_FOUND outside scope; FORBIDDEN for the recruiter', async () => {
    const cp = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 3 })).id,
      estado: 1,
    });
    const e = await errorDe(
      jefe.caller.candidatosPedido.cambiarEstado({ id: cp.id, version: cp.version + 5, accion: 'validar' }),
    );
    expect(e).toMatchObject({ code: 'CONFLICT', message: MENSAJES.errores.conflicto });
    const [fuera] = (await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA })).candidatos;
    if (!fuera) throw new Error('El pedido en etapa 3 no trae su candidato enviado');
    expect(
      (
        await errorDe(
          psicologa.caller.candidatosPedido.cambiarEstado({
            id: fuera.id,
            version: fuera.version,
            accion: 'validar',
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          reclutador.caller.candidatosPedido.cambiarEstado({
            id: cp.id,
            version: cp.version,
            accion: 'validar',
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(1);
    // Inside her clients the psychologist validates (the scope is a clause of the locking query).
    expect(
      await psicologa.caller.candidatosPedido.cambiarEstado({
        id: cp.id,
        version: cp.version,
        accion: 'validar',
      }),
    ).toMatchObject({ estado: 2, version: cp.version + 1 });
    expect((await filaCp(db, cp.id)).estado_candidato_pedido).toBe(2);
  });

  it('if the event cannot be written neither the state nor the fulfilled vacancies change', async () => {
    const [seis] = (await fabricas.pedido({ estado: 4 })).candidatos;
    if (!seis) throw new Error('El pedido en etapa 4 no trae su candidato en contratación');
    const antes = await pedidoDe(seis.pedidoId);
    const quitar = await fallarInsercion(db, 'evento_pedido', seis.pedidoId);
    try {
      await errorDe(
        jefe.caller.candidatosPedido.cambiarEstado({
          id: seis.id,
          version: seis.version,
          accion: 'sePresenta',
        }),
      );
    } finally {
      await quitar();
    }
    expect(await filaCp(db, seis.id)).toMatchObject({ estado_candidato_pedido: 6, version: seis.version });
    expect(await pedidoDe(seis.pedidoId)).toEqual(antes);
    expect((await filaCandidato(db, seis.persona.id)).disponibilidad).not.toBe(2);
  });
});

describe('candidatosPedido.remover', () => {
  it('a pre-selected candidate: inactive, barred in the order postulados, free again, event type 5; re-adding refused', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const c = await fabricas.hojaDeVida();
    const add = await jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id });
    const antes = await cuantosEventos(db, p.id);
    const r = await jefe.caller.candidatosPedido.remover({ id: add.id, version: add.version });
    expect(r).toMatchObject({ activo: false, mensaje: MENSAJES_PIPELINE.removido });
    expect(await filaCp(db, add.id)).toMatchObject({ activo: false, betado: true });
    const [post] = await sql<{ betado: boolean }>(
      db,
      'select betado from postulado where pedido_id = ? and candidato_id = ?',
      [p.id, c.id],
    );
    expect(post!.betado).toBe(true);
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(0);
    expect(await eventosNuevos(db, p.id, antes)).toMatchObject([
      { tipo_evento: 5, pool: 0, pool_nuevo: null },
    ]);
    expect(
      (await errorDe(jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id }))).message,
    ).toBe(MENSAJES_PIPELINE.betadoPedido);
    const lista = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id });
    expect(lista.preseleccionados.map((x) => x.id)).not.toContain(add.id);
  });

  it('a selected candidate cannot be removed; NOT_FOUND outside scope', async () => {
    const sel = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 3 })).id,
      estado: 2,
    });
    expect(
      (await errorDe(jefe.caller.candidatosPedido.remover({ id: sel.id, version: sel.version }))).message,
    ).toBe(MENSAJES_CANDIDATO.noPermitido);
    const fuera = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA })).id,
    });
    expect(
      (await errorDe(psicologa.caller.candidatosPedido.remover({ id: fuera.id, version: fuera.version })))
        .code,
    ).toBe('NOT_FOUND');
    expect((await filaCp(db, fuera.id)).activo).toBe(true);
  });
});
