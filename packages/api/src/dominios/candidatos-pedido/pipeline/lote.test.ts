/** Bulk actions: seleccionarVarios, validarVarios, descartarVarios and enviarACliente with chosen candidates, all or nothing. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_LOTE, MENSAJES_PIPELINE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { candidatosDe, correosDe, idRequisito } from '../envio/testing/apoyo';
import {
  CLIENTES_PSICOLOGA,
  cuantosEventos,
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
  db = await createTestDatabase('candidatos-lote');
  [jefe, psicologa, gerente] = await sesionesStaff(db.orm, 'jefe', 'psicologa', 'gerente');
  fabricas = fabricasDe(db.orm);
  expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
});

/** A rejection reason of the catalogue, by name. */
async function motivo(nombre: string): Promise<number> {
  const [m] = await sql<{ id: number }>(db, 'select id from motivo_rechazo where nombre = ?', [nombre]);
  if (!m) throw new Error(`motivo de rechazo ${nombre} no existe`);
  return m.id;
}
afterAll(async () => {
  await db?.drop();
});

/** `n` new pre-selected candidates (added by the jefe) of a new stage-2 order of a psychologist's client, each passing every reading (rated in the tests it requires). */
async function preseleccionados(n: number) {
  const pedido = await fabricas.pedido({ estado: 2 });
  // The order requires the FAC and DETAC tests (the seed sets which tests an order requires; no screen does yet).
  await sql(db, 'update pedido set prueba_fac = true, prueba_detac = true where id = ?', [pedido.id]);
  const filas: { id: number; version: number; candidatoId: number }[] = [];
  for (let i = 0; i < n; i++) {
    const c = await fabricas.personaSeleccionable(pedido.id);
    const r = await jefe.caller.candidatosPedido.agregar({ pedidoId: pedido.id, candidatoId: c.id });
    filas.push({ id: r.id, version: r.version, candidatoId: c.id });
  }
  return { pedido, filas };
}

const par = (f: { id: number; version: number }) => ({ id: f.id, version: f.version });

describe('candidatosPedido.seleccionarVarios', () => {
  it('selects every candidate of the batch: pool 1 each, one type-3 event each, one toast', async () => {
    const { pedido, filas } = await preseleccionados(2);
    const antes = await cuantosEventos(db, pedido.id);
    const r = await psicologa.caller.candidatosPedido.seleccionarVarios({
      pedidoId: pedido.id,
      candidatos: filas.map(par),
    });
    expect(r.mensaje).toBe('Se seleccionaron 2 candidatos');
    expect(r.candidatos.map((c) => [c.id, c.pool])).toEqual(
      filas.map((f) => [f.id, 1]).sort((a, b) => a[0]! - b[0]!),
    );
    for (const f of filas) expect((await filaCp(db, f.id)).pool).toBe(1);
    expect(await eventosNuevos(db, pedido.id, antes)).toMatchObject([
      { tipo_evento: 3, pool: 0, pool_nuevo: 1 },
      { tipo_evento: 3, pool: 0, pool_nuevo: 1 },
    ]);
  });

  it('one stale version refuses the whole batch with the conflict message: the other candidate stays pre-selected', async () => {
    const { pedido, filas } = await preseleccionados(2);
    const [a, b] = filas as [(typeof filas)[number], (typeof filas)[number]];
    // Someone else touched b since the screen loaded it (select and return it: same pool, new version).
    const s = await jefe.caller.candidatosPedido.seleccionar(par(b));
    await jefe.caller.candidatosPedido.devolver({ id: b.id, version: s.version });
    const antes = await cuantosEventos(db, pedido.id);
    const e = await errorDe(
      psicologa.caller.candidatosPedido.seleccionarVarios({
        pedidoId: pedido.id,
        candidatos: [par(a), par(b)],
      }),
    );
    expect(e).toMatchObject({ code: 'CONFLICT', message: MENSAJES.errores.conflicto });
    expect(await filaCp(db, a.id)).toMatchObject({ pool: 0, version: a.version });
    expect((await filaCp(db, b.id)).pool).toBe(0);
    expect(await cuantosEventos(db, pedido.id)).toBe(antes);
  });

  it('a reading that fails for one candidate refuses the batch naming that candidate; nothing written', async () => {
    const { pedido, filas } = await preseleccionados(2);
    const [a, b] = filas as [(typeof filas)[number], (typeof filas)[number]];
    await sql(db, 'delete from calificacion_prueba_digital where candidato_id = ?', [b.candidatoId]);
    const [nombre] = await sql<{ n: string }>(
      db,
      "select concat_ws(' ', nombre1, nullif(nombre2, ''), apellido1, nullif(apellido2, '')) n from candidato where id = ?",
      [b.candidatoId],
    );
    const antes = await cuantosEventos(db, pedido.id);
    const e = await errorDe(
      jefe.caller.candidatosPedido.seleccionarVarios({ pedidoId: pedido.id, candidatos: [par(a), par(b)] }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toBe(MENSAJES_LOTE.deCandidato(nombre!.n, MENSAJES_PIPELINE.sinPruebas));
    expect((await filaCp(db, a.id)).pool).toBe(0);
    expect(await cuantosEventos(db, pedido.id)).toBe(antes);
  });

  it('scope, permission and membership: foreign order NOT_FOUND, gerente FORBIDDEN, a candidate of another order refused', async () => {
    const fuera = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    const c = await fabricas.personaSeleccionable(fuera.id);
    const ajeno = await jefe.caller.candidatosPedido.agregar({ pedidoId: fuera.id, candidatoId: c.id });
    expect(
      (
        await errorDe(
          psicologa.caller.candidatosPedido.seleccionarVarios({
            pedidoId: fuera.id,
            candidatos: [par(ajeno)],
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          gerente.caller.candidatosPedido.seleccionarVarios({ pedidoId: fuera.id, candidatos: [par(ajeno)] }),
        )
      ).code,
    ).toBe('FORBIDDEN');

    const { pedido, filas } = await preseleccionados(1);
    const e = await errorDe(
      jefe.caller.candidatosPedido.seleccionarVarios({
        pedidoId: pedido.id,
        candidatos: [par(filas[0]!), par(ajeno)],
      }),
    );
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: MENSAJES_LOTE.ajeno });
    expect((await filaCp(db, filas[0]!.id)).pool).toBe(0);
    expect((await filaCp(db, ajeno.id)).pool).toBe(0);
  });

  it.each([
    ['an empty batch', [], MENSAJES_LOTE.vacio],
    [
      'a repeated candidate',
      [
        { id: 5, version: 1 },
        { id: 5, version: 1 },
      ],
      MENSAJES_LOTE.repetido,
    ],
    [
      'more than the maximum',
      Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: 1 })),
      MENSAJES_LOTE.maximo,
    ],
  ])(
    '%s is BAD_REQUEST with its Spanish message on the field, not 500',
    async (_caso, candidatos, mensaje) => {
      const e = await errorDe(jefe.caller.candidatosPedido.seleccionarVarios({ pedidoId: 1, candidatos }));
      expect(e.code).toBe('BAD_REQUEST');
      expect(formaDeError(e).data.campos?.candidatos).toEqual([mensaje]);
    },
  );

  it('a version that is not a number is BAD_REQUEST, not 500', async () => {
    const e = await errorDe(
      jefe.caller.candidatosPedido.seleccionarVarios({
        pedidoId: 1,
        candidatos: [{ id: 1, version: 'x' as unknown as number }],
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
  });
});

describe('bulk send and discard', () => {
  let requisito: number;
  beforeAll(async () => {
    requisito = await idRequisito(db, 'examen_medico');
  });

  /** A new stage-3 order of a psychologist's client whose only selected candidates still to send are `n` new people, and a new contact. */
  async function listoParaEnviar(n = 2) {
    const p = await fabricas.pedido({ estado: 3 });
    for (let i = 0; i < n; i++) await fabricas.candidatoEnPedido({ pedidoId: p.id, estado: 'seleccionado' });
    const listos = (await candidatosDe(db, p.id)).filter(
      (f) => f.activo && f.pool === 1 && f.estado_candidato_pedido === 0,
    );
    expect(listos).toHaveLength(n);
    const { contacto } = await jefe.caller.candidatosPedido.guardarContacto({
      pedidoId: p.id,
      nombre: 'Contacto de la prueba',
      correo: `prueba+${p.id}@cliente.test`,
      enviar: true,
    });
    return { p, listos, contactoId: contacto.id };
  }

  it('enviarACliente with chosen candidates sends only those (state 1), one e-mail; the third stays to send', async () => {
    const { p, listos, contactoId } = await listoParaEnviar(3);
    const [a, b, c] = listos as [(typeof listos)[number], (typeof listos)[number], (typeof listos)[number]];
    const correos = (await correosDe(db, p.id)).length;
    const r = await psicologa.caller.candidatosPedido.enviarACliente({
      pedidoId: p.id,
      requerimientoIds: [requisito],
      contactoIds: [contactoId],
      candidatos: [par(a), par(b)],
    });
    expect(r).toMatchObject({ enviados: 2, mensaje: 'Se enviaron 2 candidatos al cliente' });
    const despues = await candidatosDe(db, p.id);
    expect(despues.find((f) => f.id === a.id)!.estado_candidato_pedido).toBe(1);
    expect(despues.find((f) => f.id === b.id)!.estado_candidato_pedido).toBe(1);
    expect(despues.find((f) => f.id === c.id)).toEqual(c);
    expect((await correosDe(db, p.id)).length).toBe(correos + 1);

    // Now discard both sent ones with one form: state 3 each, validated, the people free again.
    const enviados = despues.filter((f) => f.id === a.id || f.id === b.id);
    const experiencia = await motivo('Experiencia insuficiente');
    const d = await psicologa.caller.candidatosPedido.descartarVarios({
      pedidoId: p.id,
      candidatos: enviados.map(par),
      motivoRechazoId: experiencia,
      accionDescarte: 'ninguna',
      vetarCandidato: 0,
    });
    expect(d.mensaje).toBe('Se descartaron 2 candidatos');
    for (const f of enviados) {
      const fila = await filaCp(db, f.id);
      expect(fila).toMatchObject({
        estado_candidato_pedido: 3,
        validado_rechazo: true,
        motivo_rechazo_candidato_id: experiencia,
        accion_descarte: 'ninguna',
      });
      expect((await filaCandidato(db, fila.candidato_id)).disponibilidad).toBe(0);
    }
  });

  it('a stale candidate in a bulk send refuses it: nobody sent, no e-mail queued', async () => {
    const { p, listos, contactoId } = await listoParaEnviar();
    const [a, b] = listos as [(typeof listos)[number], (typeof listos)[number]];
    const correos = (await correosDe(db, p.id)).length;
    const antes = await candidatosDe(db, p.id);
    const e = await errorDe(
      psicologa.caller.candidatosPedido.enviarACliente({
        pedidoId: p.id,
        requerimientoIds: [requisito],
        contactoIds: [contactoId],
        candidatos: [par(a), { id: b.id, version: b.version - 1 }],
      }),
    );
    expect(e).toMatchObject({ code: 'CONFLICT', message: MENSAJES.errores.conflicto });
    expect(await candidatosDe(db, p.id)).toEqual(antes);
    expect((await correosDe(db, p.id)).length).toBe(correos);
  });

  it('descartarVarios: one stale candidate refuses the batch (the other stays sent); no reason: Spanish message; gerente FORBIDDEN', async () => {
    const { p, listos, contactoId } = await listoParaEnviar();
    await psicologa.caller.candidatosPedido.enviarACliente({
      pedidoId: p.id,
      requerimientoIds: [requisito],
      contactoIds: [contactoId],
      candidatos: listos.slice(0, 2).map(par),
    });
    const enviados = (await candidatosDe(db, p.id)).filter(
      (f) => f.estado_candidato_pedido === 1 && listos.some((l) => l.id === f.id),
    );
    const [a, b] = enviados as [(typeof enviados)[number], (typeof enviados)[number]];
    const base = { pedidoId: p.id, accionDescarte: 'ninguna' as const, vetarCandidato: 0 as const };
    const perfil = await motivo('No cumple el perfil solicitado');
    const persona = (await filaCp(db, a.id)).candidato_id;
    const disponibilidad = (await filaCandidato(db, persona)).disponibilidad;

    const sinMotivo = await errorDe(
      psicologa.caller.candidatosPedido.descartarVarios({ ...base, candidatos: [par(a), par(b)] }),
    );
    expect(sinMotivo.code).toBe('BAD_REQUEST');
    expect(sinMotivo.message).toMatch(new RegExp(`: ${MENSAJES_PIPELINE.motivoRequerido}$`));

    const e = await errorDe(
      psicologa.caller.candidatosPedido.descartarVarios({
        ...base,
        motivoRechazoId: perfil,
        candidatos: [par(a), { id: b.id, version: b.version + 1 }],
      }),
    );
    expect(e).toMatchObject({ code: 'CONFLICT', message: MENSAJES.errores.conflicto });
    expect(await filaCp(db, a.id)).toMatchObject({ estado_candidato_pedido: 1, validado_rechazo: false });
    expect((await filaCandidato(db, persona)).disponibilidad).toBe(disponibilidad);

    expect(
      (
        await errorDe(
          gerente.caller.candidatosPedido.descartarVarios({
            ...base,
            motivoRechazoId: perfil,
            candidatos: [par(a)],
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const vacio = await errorDe(
      jefe.caller.candidatosPedido.descartarVarios({ ...base, motivoRechazoId: perfil, candidatos: [] }),
    );
    expect(formaDeError(vacio).data.campos?.candidatos).toEqual([MENSAJES_LOTE.vacio]);
  });

  it('validarVarios: validates every sent candidate (state 2, one event each); one not yet sent refuses the batch naming them; gerente FORBIDDEN', async () => {
    const { p, listos, contactoId } = await listoParaEnviar(3);
    await psicologa.caller.candidatosPedido.enviarACliente({
      pedidoId: p.id,
      requerimientoIds: [requisito],
      contactoIds: [contactoId],
      candidatos: listos.slice(0, 2).map(par),
    });
    const filas = await candidatosDe(db, p.id);
    const enviados = filas.filter(
      (f) => f.estado_candidato_pedido === 1 && listos.some((l) => l.id === f.id),
    );
    const sinEnviar = filas.find((f) => f.id === listos[2]!.id)!;
    expect(enviados).toHaveLength(2);

    // One of the three was never sent: the machine refuses it, the message names the person, nothing is written.
    const [nombre] = await sql<{ nombre1: string; apellido1: string }>(
      db,
      'select c.nombre1, c.apellido1 from candidato c join candidato_pedido cp on cp.candidato_id = c.id where cp.id = ?',
      [sinEnviar.id],
    );
    const antes = await candidatosDe(db, p.id);
    const eventos = await cuantosEventos(db, p.id);
    const e = await errorDe(
      psicologa.caller.candidatosPedido.validarVarios({
        pedidoId: p.id,
        candidatos: [...enviados, sinEnviar].map(par),
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toContain(nombre!.nombre1);
    expect(e.message).toContain(nombre!.apellido1);
    expect(await candidatosDe(db, p.id)).toEqual(antes);
    expect(await cuantosEventos(db, p.id)).toBe(eventos);
    expect(
      (
        await errorDe(
          gerente.caller.candidatosPedido.validarVarios({ pedidoId: p.id, candidatos: enviados.map(par) }),
        )
      ).code,
    ).toBe('FORBIDDEN');

    const r = await psicologa.caller.candidatosPedido.validarVarios({
      pedidoId: p.id,
      candidatos: enviados.map(par),
    });
    expect(r.mensaje).toBe('Se validaron 2 candidatos');
    for (const f of enviados) expect((await filaCp(db, f.id)).estado_candidato_pedido).toBe(2);
    expect(await eventosNuevos(db, p.id, eventos)).toMatchObject([
      { tipo_evento: 4, estado_anterior: 1, estado_nuevo: 2 },
      { tipo_evento: 4, estado_anterior: 1, estado_nuevo: 2 },
    ]);
  });
});
