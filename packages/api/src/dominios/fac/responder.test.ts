/**
 * fac.enviarEnlace / resultadosPedido and the public fac.responder.*: signed expiring single-use links, the
 * e-mail through the outbox, answers scored into the FAC test result the selection rule reads.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { calcularPuntajeFac, MENSAJES_FAC as M, ponderarCalificacion } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type TestSession, sesionesStaff } from '../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../testing/fabricas';
import { darPruebas } from '../../testing/candidatos-pipeline';
import { hashTokenFac } from './servicios/enlace';
import { invitarEnPedido } from '../pedidos';
import { CLIENTES_PSICOLOGA, pedidos, sql, tokenEnviadoA, type PedidoFac } from './testing/apoyo';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let gerente: TestSession;
let anonimo: TestSession;
let pedido: PedidoFac;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('fac-responder');
  [jefe, psicologa, gerente] = await sesionesStaff(db.orm, 'jefe', 'psicologa', 'gerente');
  anonimo = await callerFor(db.orm, { portal: 'staff' });
  fabricas = fabricasDe(db.orm);
  expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
  const { id } = await fabricas.pedido({ estado: 2 });
  [pedido] = (await pedidos(db, 'p.id = ?', [id])) as [PedidoFac];
  expect(pedido.fac).not.toBeNull();
  // The order requires FAC and DETAC only (the selection rule then says exactly which one is missing).
  await sql(
    db,
    'update pedido set prueba_fac = true, prueba_detac = true, prueba_comp = false, prueba_idisc = false, prueba_valores = false, prueba_entrevistas = false where id = ?',
    [pedido.id],
  );
});
afterAll(async () => {
  await db?.drop();
});

/** A new pre-selected candidate of the order that passes every reading except the FAC test. */
async function candidatoSinFac() {
  // A new person: CV at 90 % and finished product; of the order's tests only DETAC is rated.
  const c = await fabricas.hojaDeVida();
  const r = await jefe.caller.candidatosPedido.agregar({ pedidoId: pedido.id, candidatoId: c.id });
  await darPruebas(db, c.id, pedido.id, ['DETAC']);
  return { cpId: r.id, candidatoId: c.id, email: c.email };
}

const versionCp = async (id: number) =>
  (await sql<{ version: number }>(db, 'select version from candidato_pedido where id = ?', [id]))[0]!.version;

describe('answering the FAC through the e-mailed link', () => {
  it('link → questions without ratings → answers scored into the FAC result → selection allowed', async () => {
    const x = await candidatoSinFac();
    const bloqueo = await errorDe(
      jefe.caller.candidatosPedido.seleccionar({ id: x.cpId, version: await versionCp(x.cpId) }),
    );
    expect(bloqueo.message).toBe('No ha realizado FAC');

    const r = await psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] });
    expect(r).toEqual({ enviados: 1, mensaje: M.enlacesEnviados(1) });
    const [correo] = await sql<{
      estado: number;
      referencia: string;
      payload: { asunto: string; texto: string; html: string };
    }>(db, 'select * from mensaje_saliente where destino = ? order by id desc limit 1', [x.email]);
    expect(correo).toMatchObject({ estado: 0, referencia: `pedido:${pedido.id}` });
    expect(correo!.payload.asunto).toBe(`Preguntas filtro para el cargo ${pedido.nombreCargo}`);
    const token = await tokenEnviadoA(db, x.email);
    expect(token).toMatch(/^[a-z2-7]{26}$/);
    expect(correo!.payload.texto).toContain(`/responder-fac/${token}`);
    // The privacy notice travels with every e-mail to a candidate (Ley 1581).
    expect(correo!.payload.texto).toContain('/aviso-privacidad');
    expect(correo!.payload.html).toContain('/aviso-privacidad');
    // Only the SHA-256 is stored; the link expires in 7 days.
    const [inv] = await sql<{ token_hash: string; expira_en: Date; respondida_en: Date | null }>(
      db,
      'select * from invitacion_fac where candidato_pedido_id = ?',
      [x.cpId],
    );
    expect(inv!.token_hash).toBe(hashTokenFac(token));
    expect(inv!.token_hash).not.toContain(token);
    const dias = (new Date(inv!.expira_en).getTime() - Date.now()) / 86_400_000;
    expect(dias).toBeGreaterThan(6.9);
    expect(dias).toBeLessThanOrEqual(7);
    expect(
      (await psicologa.caller.fac.resultadosPedido({ pedidoId: pedido.id })).candidatos.find(
        (c) => c.candidatoPedidoId === x.cpId,
      ),
    ).toMatchObject({ resultado: null, enlace: { estado: 'pendiente' } });

    const cuestionario = await anonimo.caller.fac.responder.obtener({ token });
    expect(cuestionario).toMatchObject({
      cargo: pedido.nombreCargo,
      candidato: expect.any(String) as unknown,
    });
    expect(JSON.stringify(cuestionario)).not.toContain('calificacion');
    const preguntas = await sql<{ id: number }>(
      db,
      'select id from pregunta_filtro where grupo_id = ? and usar order by orden, id',
      [pedido.fac],
    );
    expect(cuestionario.preguntas.map((p) => p.id)).toEqual(preguntas.map((p) => p.id));

    // Incomplete answers are refused and nothing is stored.
    const [primera, ...resto] = cuestionario.preguntas;
    expect(
      await errorDe(
        anonimo.caller.fac.responder.enviar({
          token,
          respuestas: [{ preguntaId: primera!.id, opcionId: primera!.opciones[0]!.id }],
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: M.respuestasIncompletas });
    // An option of another question is refused.
    const cruzada = cuestionario.preguntas.map((p, i) => ({
      preguntaId: p.id,
      opcionId: cuestionario.preguntas[(i + 1) % cuestionario.preguntas.length]!.opciones[0]!.id,
    }));
    expect(await errorDe(anonimo.caller.fac.responder.enviar({ token, respuestas: cruzada }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: M.respuestaInvalida,
    });
    expect(
      (await sql(db, 'select respondida_en from invitacion_fac where candidato_pedido_id = ?', [x.cpId]))[0],
    ).toEqual({ respondida_en: null });

    // Answer with the first option of each question whose rating is not Descartar.
    const opciones = await sql<{ id: number; pregunta_id: number; calificacion: number }>(
      db,
      'select o.id, o.pregunta_id, o.calificacion from opcion_pregunta o join pregunta_filtro p on p.id = o.pregunta_id where p.grupo_id = ? order by o.orden, o.id',
      [pedido.fac],
    );
    const elegidas = [primera!, ...resto].map((p) =>
      opciones.find((o) => o.pregunta_id === p.id && o.calificacion !== 6)!,
    );
    const respuesta = await anonimo.caller.fac.responder.enviar({
      token,
      respuestas: elegidas.map((o) => ({ preguntaId: o.pregunta_id, opcionId: o.id })),
    });
    expect(respuesta).toEqual({ mensaje: M.respuestasEnviadas });
    const esperado = calcularPuntajeFac(elegidas.map((o) => o.calificacion));
    expect(esperado.descartado).toBe(false);

    const [res] = await sql<{ puntaje: string; descartado: boolean }>(
      db,
      `select r.puntaje, r.descartado from resultado_prueba_digital r join calificacion_prueba_digital c on c.id = r.calificacion_id where c.candidato_id = ? and c.pedido_id = ? and r.codigo = 'FAC'`,
      [x.candidatoId, pedido.id],
    );
    expect({ puntaje: Number(res!.puntaje), descartado: res!.descartado }).toEqual(esperado);
    const fila = (await psicologa.caller.fac.resultadosPedido({ pedidoId: pedido.id })).candidatos.find(
      (c) => c.candidatoPedidoId === x.cpId,
    );
    expect(fila).toMatchObject({
      resultado: { puntaje: esperado.puntaje, descartado: false },
      enlace: { estado: 'respondida' },
    });

    // Single use: the link is spent; a new link for an answered candidate is refused.
    expect(await errorDe(anonimo.caller.fac.responder.obtener({ token }))).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: M.enlaceUsado,
    });
    expect(
      await errorDe(
        anonimo.caller.fac.responder.enviar({
          token,
          respuestas: elegidas.map((o) => ({ preguntaId: o.pregunta_id, opcionId: o.id })),
        }),
      ),
    ).toMatchObject({ message: M.enlaceUsado });
    expect(
      (await errorDe(psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] })))
        .message,
    ).toMatch(/ya respondió las preguntas filtro de este pedido$/);

    // The selection rule now finds the FAC test.
    const sel = await jefe.caller.candidatosPedido.seleccionar({
      id: x.cpId,
      version: await versionCp(x.cpId),
    });
    expect(sel.pool).toBe(1);
  });

  it('a Descartar answer discards the rating and the candidate in the order', async () => {
    const x = await candidatoSinFac();
    await psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] });
    const token = await tokenEnviadoA(db, x.email);
    const c = await anonimo.caller.fac.responder.obtener({ token });
    const opciones = await sql<{ id: number; pregunta_id: number; calificacion: number }>(
      db,
      'select o.id, o.pregunta_id, o.calificacion from opcion_pregunta o join pregunta_filtro p on p.id = o.pregunta_id where p.grupo_id = ? order by o.id',
      [pedido.fac],
    );
    const respuestas = c.preguntas.map((p, i) => {
      const o = opciones.find(
        (x) => x.pregunta_id === p.id && (i === 0 ? x.calificacion === 6 : x.calificacion === 5),
      )!;
      return { preguntaId: p.id, opcionId: o.id };
    });
    await anonimo.caller.fac.responder.enviar({ token, respuestas });
    const [f] = await sql<{ descartado: boolean; cal_descartado: boolean; puntaje: string }>(
      db,
      `select r.descartado, c.descartado as cal_descartado, r.puntaje from resultado_prueba_digital r join calificacion_prueba_digital c on c.id = r.calificacion_id where c.candidato_id = ? and r.codigo = 'FAC'`,
      [x.candidatoId],
    );
    expect(f).toMatchObject({ descartado: true, cal_descartado: true });
    expect(Number(f!.puntaje)).toBe(100);
    expect((await sql(db, 'select descartado from candidato_pedido where id = ?', [x.cpId]))[0]).toEqual({
      descartado: true,
    });
  });

  it('counts as the FAC test of the order (issue 17): the invited FAC → Presentada, the overall score of the union', async () => {
    const x = await candidatoSinFac();
    const correo = x.email.toLowerCase();
    await invitarEnPedido(
      db.orm.em.fork(),
      { todos: true },
      { pedidoId: pedido.id, correos: correo, pruebas: ['FAC'] },
      new Date(),
    );
    const programado = async () =>
      (
        await sql<{ fac: number; fecha_informa_prueba: Date | null }>(
          db,
          'select fac, fecha_informa_prueba from candidato_programado where pedido_id = ? and correo = ?',
          [pedido.id, correo],
        )
      )[0];
    expect(await programado()).toMatchObject({ fac: 1, fecha_informa_prueba: null });

    await psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] });
    const token = await tokenEnviadoA(db, x.email);
    const c = await anonimo.caller.fac.responder.obtener({ token });
    const opciones = await sql<{ id: number; pregunta_id: number; calificacion: number }>(
      db,
      'select o.id, o.pregunta_id, o.calificacion from opcion_pregunta o join pregunta_filtro p on p.id = o.pregunta_id where p.grupo_id = ? order by o.id',
      [pedido.fac],
    );
    const elegidas = c.preguntas.map((p) =>
      opciones.find((o) => o.pregunta_id === p.id && o.calificacion !== 6)!,
    );
    await anonimo.caller.fac.responder.enviar({
      token,
      respuestas: elegidas.map((o) => ({ preguntaId: o.pregunta_id, opcionId: o.id })),
    });

    expect((await programado())!.fac).toBe(2);
    expect((await programado())!.fecha_informa_prueba).not.toBeNull();
    // DETAC 80 (its rating's reported 80 speaks only for DETAC) and the FAC score: the union's average, weighted.
    const fac = calcularPuntajeFac(elegidas.map((o) => o.calificacion)).puntaje;
    const [config] = await sql<{ porcentaje_entrevista: number }>(
      db,
      'select porcentaje_entrevista from configuracion_pedidos order by id limit 1',
    );
    const esperado = ponderarCalificacion(
      null,
      [
        { codigo: 'DETAC', puntaje: 80, descartado: false },
        { codigo: 'FAC', puntaje: fac, descartado: false },
      ],
      Number(config!.porcentaje_entrevista),
    ).final;
    const [fila] = await sql<{ puntaje_global: string; descartado: boolean }>(
      db,
      'select puntaje_global, descartado from candidato_pedido where id = ?',
      [x.cpId],
    );
    expect({ puntaje: Number(fila!.puntaje_global), descartado: fila!.descartado }).toEqual({
      puntaje: esperado,
      descartado: false,
    });
    expect(esperado).not.toBe(80);
  });

  it('fac.cuestionarioCandidato: each question with the option chosen and its rating; nothing before answering; NOT_FOUND out of scope', async () => {
    const x = await candidatoSinFac();
    expect(await psicologa.caller.fac.cuestionarioCandidato({ candidatoPedidoId: x.cpId })).toMatchObject({
      respondidaEn: null,
      puntaje: null,
      respuestas: [],
    });
    await psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] });
    const token = await tokenEnviadoA(db, x.email);
    const c = await anonimo.caller.fac.responder.obtener({ token });
    const opciones = await sql<{
      id: number;
      pregunta_id: number;
      opcion: string;
      calificacion: number;
      titulo: string;
    }>(
      db,
      'select o.id, o.pregunta_id, o.opcion, o.calificacion, p.titulo from opcion_pregunta o join pregunta_filtro p on p.id = o.pregunta_id where p.grupo_id = ? order by o.id',
      [pedido.fac],
    );
    // The last option of each question: a mix of ratings, Descartar included when the group has one.
    const elegidas = c.preguntas.map((p) => opciones.filter((o) => o.pregunta_id === p.id).at(-1)!);
    await anonimo.caller.fac.responder.enviar({
      token,
      respuestas: elegidas.map((o) => ({ preguntaId: o.pregunta_id, opcionId: o.id })),
    });

    const q = await psicologa.caller.fac.cuestionarioCandidato({ candidatoPedidoId: x.cpId });
    const esperado = calcularPuntajeFac(elegidas.map((o) => o.calificacion));
    expect(q.respondidaEn).not.toBeNull();
    expect({ puntaje: q.puntaje, descartado: q.descartado }).toEqual(esperado);
    expect(q.respuestas.map((r) => [r.pregunta, r.opcion, r.calificacion, r.calificacionEtiqueta])).toEqual(
      elegidas.map((o) => [
        o.titulo,
        o.opcion,
        o.calificacion,
        o.calificacion === 6 ? 'Descartar' : String(o.calificacion),
      ]),
    );

    const fuera = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    const ajeno = await fabricas.candidatoEnPedido({ pedidoId: fuera.id });
    expect(
      (await errorDe(psicologa.caller.fac.cuestionarioCandidato({ candidatoPedidoId: ajeno.id }))).code,
    ).toBe('NOT_FOUND');
    expect((await errorDe(psicologa.caller.fac.cuestionarioCandidato({ candidatoPedidoId: 0 }))).code).toBe(
      'BAD_REQUEST',
    );
  });

  it('without any rating for the order, a new rating holds the FAC result; other results are untouched', async () => {
    const x = await candidatoSinFac();
    await sql(db, 'delete from calificacion_prueba_digital where candidato_id = ?', [x.candidatoId]);
    const otros = await sql(
      db,
      `select id, puntaje, descartado from resultado_prueba_digital where codigo = 'FAC' order by id`,
    );
    await psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] });
    const token = await tokenEnviadoA(db, x.email);
    const c = await anonimo.caller.fac.responder.obtener({ token });
    await anonimo.caller.fac.responder.enviar({
      token,
      respuestas: c.preguntas.map((p) => ({ preguntaId: p.id, opcionId: p.opciones[0]!.id })),
    });
    const cal = await sql<{ pedido_id: number; dias: number; codigo: string }>(
      db,
      `select c.pedido_id, (c.vigente_hasta - (now() at time zone 'America/Bogota')::date) as dias, r.codigo from calificacion_prueba_digital c join resultado_prueba_digital r on r.calificacion_id = c.id where c.candidato_id = ?`,
      [x.candidatoId],
    );
    expect(cal).toEqual([{ pedido_id: pedido.id, dias: 180, codigo: 'FAC' }]);
    const despues = await sql(
      db,
      `select r.id, r.puntaje, r.descartado from resultado_prueba_digital r join calificacion_prueba_digital c on c.id = r.calificacion_id where r.codigo = 'FAC' and c.candidato_id <> ? order by r.id`,
      [x.candidatoId],
    );
    expect(despues).toEqual(otros);
  });

  it('unknown, malformed, expired and superseded links get a clear Spanish message', async () => {
    expect(await errorDe(anonimo.caller.fac.responder.obtener({ token: 'a'.repeat(26) }))).toMatchObject({
      code: 'NOT_FOUND',
      message: M.enlaceInvalido,
    });
    expect(await errorDe(anonimo.caller.fac.responder.obtener({ token: 'x' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    const x = await candidatoSinFac();
    await psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] });
    const viejo = await tokenEnviadoA(db, x.email);
    await psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] });
    const nuevo = await tokenEnviadoA(db, x.email);
    expect(nuevo).not.toBe(viejo);
    expect(await errorDe(anonimo.caller.fac.responder.obtener({ token: viejo }))).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: M.enlaceVencido,
    });
    expect((await anonimo.caller.fac.responder.obtener({ token: nuevo })).preguntas.length).toBeGreaterThan(
      0,
    );
    await sql(db, `update invitacion_fac set expira_en = now() - interval '1 minute' where token_hash = ?`, [
      hashTokenFac(nuevo),
    ]);
    expect(await errorDe(anonimo.caller.fac.responder.obtener({ token: nuevo }))).toMatchObject({
      message: M.enlaceVencido,
    });
    expect(
      (await psicologa.caller.fac.resultadosPedido({ pedidoId: pedido.id })).candidatos.find(
        (c) => c.candidatoPedidoId === x.cpId,
      )?.enlace?.estado,
    ).toBe('vencida');
  });
});

describe('fac.enviarEnlace: permissions, scope and all-or-nothing', () => {
  it('refuses users without the flag, orders out of scope or without FAC, and inactive candidates (no link, no e-mail)', async () => {
    const x = await candidatoSinFac();
    expect(
      (await errorDe(gerente.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] }))).code,
    ).toBe('FORBIDDEN');
    const ajeno = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    expect(
      (await errorDe(psicologa.caller.fac.enviarEnlace({ pedidoId: ajeno.id, candidatos: [x.cpId] }))).code,
    ).toBe('NOT_FOUND');
    expect((await errorDe(psicologa.caller.fac.resultadosPedido({ pedidoId: ajeno.id }))).code).toBe(
      'NOT_FOUND',
    );
    // A candidate removed from this order, and one active in another order.
    const removido = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    await jefe.caller.candidatosPedido.remover({ id: removido.id, version: removido.version });
    const deOtroPedido = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 2 })).id,
    });
    const correos = await sql(db, 'select count(*) n from mensaje_saliente');
    const invitaciones = await sql(db, 'select count(*) n from invitacion_fac');
    for (const intruso of [removido.id, deOtroPedido.id]) {
      expect(
        await errorDe(
          psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId, intruso] }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST', message: M.enlaceCandidatoNoActivo });
    }
    expect(await sql(db, 'select count(*) n from mensaje_saliente')).toEqual(correos);
    expect(await sql(db, 'select count(*) n from invitacion_fac')).toEqual(invitaciones);
    await sql(db, 'update pedido set fac_id = null where id = ?', [pedido.id]);
    try {
      expect(
        await errorDe(psicologa.caller.fac.enviarEnlace({ pedidoId: pedido.id, candidatos: [x.cpId] })),
      ).toMatchObject({ message: M.enlaceSinFac });
    } finally {
      await sql(db, 'update pedido set fac_id = ? where id = ?', [pedido.fac, pedido.id]);
    }
  });
});
