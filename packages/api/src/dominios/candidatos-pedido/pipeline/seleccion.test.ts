/** candidatosPedido.seleccionar / devolver: the three readings, super-user bypass, pools, events, conflicts. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_CANDIDATO, MENSAJES_PIPELINE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  CLIENTES_RECLUTADOR,
  cuantosEventos,
  darPruebas,
  eventosNuevos,
  fallarInsercion,
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
let gerente: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('candidatos-seleccion');
  fabricas = fabricasDe(db.orm);
  [jefe, psicologa, reclutador, gerente] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'reclutador',
    'gerente',
  );
});
afterAll(async () => {
  await db?.drop();
});

/** A fresh pre-selected candidate (added by the jefe) of a new psychologist's order in stage 2 that passes every reading. */
async function preseleccionado() {
  const pedido = await fabricas.pedido({ estado: 2 });
  expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
  const c = await fabricas.personaSeleccionable(pedido.id);
  const r = await jefe.caller.candidatosPedido.agregar({ pedidoId: pedido.id, candidatoId: c.id });
  return { pedido, candidatoId: c.id, id: r.id, version: r.version };
}

/**
 * "Seleccionar" as the order's list announces it and as the server applies it: when the row offers the button, the
 * reason it shows (`bloqueadas`) is exactly the refusal the action answers, and no reason means the action acts.
 */
async function seleccionarComoLaLista(
  s: TestSession,
  x: { pedido: { id: number }; id: number; version: number },
) {
  const lista = await s.caller.candidatosPedido.listar({ pedidoId: x.pedido.id });
  const fila = [...lista.preseleccionados, ...lista.seleccionados].find((c) => c.id === x.id)!;
  const ofrecida = fila.acciones.includes('seleccionar');
  const motivo = fila.bloqueadas.find((b) => b.accion === 'seleccionar')?.motivo ?? null;
  try {
    const r = await s.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version });
    expect({ ofrecida, motivo }).toEqual({ ofrecida: true, motivo: null });
    return r;
  } catch (e) {
    if (ofrecida) expect({ motivo }).toEqual({ motivo: (e as Error).message });
    throw e;
  }
}

describe('candidatosPedido.seleccionar: the three readings', () => {
  it('all readings pass: pool 0 → 1, event type 3 (0 → 1) with actor, toast', async () => {
    const x = await preseleccionado();
    const antes = await cuantosEventos(db, x.pedido.id);
    const r = await seleccionarComoLaLista(psicologa, x);
    expect(r).toMatchObject({ pool: 1, estado: 0, mensaje: 'El candidato ha sido seleccionado' });
    expect(r.version).toBeGreaterThan(x.version);
    expect((await filaCp(db, x.id)).pool).toBe(1);
    expect(await eventosNuevos(db, x.pedido.id, antes)).toMatchObject([
      { tipo_evento: 3, pool: 0, pool_nuevo: 1, actor_id: await idUsuario(db, 'psicologa') },
    ]);
  });

  it('(a) CV below min_porcentaje_hv: the message carries the configured minimum; missing config', async () => {
    const x = await preseleccionado();
    await sql(db, 'update hoja_de_vida set porcentaje_total = 75 where candidato_id = ?', [x.candidatoId]);
    await sql(db, 'update configuracion_pedidos set min_porcentaje_hv = 80');
    try {
      const e = await errorDe(seleccionarComoLaLista(jefe, x));
      expect(e).toMatchObject({
        code: 'BAD_REQUEST',
        message:
          'El porcentaje de completitud de la HV es menor al permitido(80) para ser un candidato seleccionado',
      });
      const config = await sql(db, 'select * from configuracion_pedidos');
      await sql(db, 'delete from configuracion_pedidos');
      expect((await errorDe(seleccionarComoLaLista(jefe, x))).message).toBe('Configuración no definida');
      const c = config[0] as Record<string, number>;
      await sql(
        db,
        `insert into configuracion_pedidos (${Object.keys(c).join(', ')}) values (${Object.keys(c)
          .map(() => '?')
          .join(', ')})`,
        Object.values(c),
      );
    } finally {
      await sql(db, 'update configuracion_pedidos set min_porcentaje_hv = 70');
    }
    expect((await filaCp(db, x.id)).pool).toBe(0);
  });

  it('(a) digital tests: none → "No ha realizado pruebas", one missing → "No ha realizado X"; a valid rating of another order counts', async () => {
    const x = await preseleccionado();
    // The order's required tests are fixed here (FAC and DETAC), whatever its profile asked.
    await sql(db, 'delete from calificacion_prueba_digital where candidato_id = ?', [x.candidatoId]);
    await sql(
      db,
      'update pedido set prueba_fac = true, prueba_detac = true, prueba_comp = false, prueba_idisc = false, prueba_valores = false, prueba_entrevistas = false where id = ?',
      [x.pedido.id],
    );
    expect((await errorDe(seleccionarComoLaLista(jefe, x))).message).toBe('No ha realizado pruebas');
    await darPruebas(db, x.candidatoId, x.pedido.id, ['FAC']);
    expect((await errorDe(seleccionarComoLaLista(jefe, x))).message).toBe('No ha realizado DETAC');
    // An expired rating of another order does not count; a valid one does.
    await darPruebas(db, x.candidatoId, null, ['DETAC'], '2000-01-01');
    expect((await errorDe(seleccionarComoLaLista(jefe, x))).message).toBe('No ha realizado DETAC');
    await darPruebas(db, x.candidatoId, null, ['DETAC'], '2999-01-01');
    expect((await seleccionarComoLaLista(jefe, x)).pool).toBe(1);
  });

  it('(b) every document approved: a failed requirement result blocks; a later "Cumple" unblocks', async () => {
    const x = await preseleccionado();
    const [req] = await sql<{ id: number }>(db, `select id from requisito where codigo = 'examen_medico'`);
    const hv = `(select id from hoja_de_vida where candidato_id = ${x.candidatoId})`;
    await sql(db, `delete from requisito_persona where hoja_de_vida_id = ${hv} and requisito_id = ?`, [
      req!.id,
    ]);
    await sql(
      db,
      `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, version, created_at) values (${hv}, ?, '2026-01-10', 0, false, 1, now())`,
      [req!.id],
    );
    const e = await errorDe(seleccionarComoLaLista(jefe, x));
    expect(e).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'No se puede seleccionar al candidato porque no todos los documentos han sido aprobados',
    });
    // A failed result of a test requirement is reading (a)'s business, not a document.
    await sql(
      db,
      `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, version, created_at) values (${hv}, ?, '2026-02-10', 1, false, 1, now())`,
      [req!.id],
    );
    const [pruebas] = await sql<{ id: number }>(db, `select id from requisito where es_pruebas limit 1`);
    await sql(
      db,
      `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, version, created_at) values (${hv}, ?, '2026-02-10', 0, false, 1, now())`,
      [pruebas!.id],
    );
    expect((await seleccionarComoLaLista(jefe, x)).pool).toBe(1);
  });

  it('(c) not a finished product: refused for the psychologist, allowed for the jefe (super user)', async () => {
    const x = await preseleccionado();
    await sql(db, 'update candidato set estado_producto = 0 where id = ?', [x.candidatoId]);
    const e = await errorDe(seleccionarComoLaLista(psicologa, x));
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: MENSAJES_PIPELINE.productoTerminado });
    expect((await filaCp(db, x.id)).pool).toBe(0);
    expect((await seleccionarComoLaLista(jefe, x)).pool).toBe(1);
  });

  it('the machine: a selected or sent candidate cannot be selected again', async () => {
    const cp = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 3 })).id,
      estado: 1,
    });
    const e = await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: cp.id, version: cp.version }));
    expect(e.message).toBe(MENSAJES_CANDIDATO.noPermitido);
  });
});

describe('candidatosPedido.devolver', () => {
  it('selected in state 0 at stage 2–3 goes back: event type 3 (1 → 0)', async () => {
    const sel = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 3 })).id,
      estado: 'seleccionado',
    });
    expect(sel).toMatchObject({ pool: 1, estado: 0 });
    const antes = await cuantosEventos(db, sel.pedidoId);
    const r = await jefe.caller.candidatosPedido.devolver({ id: sel.id, version: sel.version });
    expect(r).toMatchObject({ pool: 0, estado: 0, mensaje: MENSAJES_PIPELINE.devuelto });
    expect(await eventosNuevos(db, sel.pedidoId, antes)).toMatchObject([
      { tipo_evento: 3, pool: 1, pool_nuevo: 0 },
    ]);
  });

  it('refused at stage 4 and for a candidate already sent', async () => {
    // Selected (state 0, pool 1) in an order already in stage 4.
    const enCuatro = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 4 })).id,
      estado: 'seleccionado',
    });
    expect(enCuatro).toMatchObject({ pool: 1, estado: 0 });
    expect(
      (await errorDe(jefe.caller.candidatosPedido.devolver({ id: enCuatro.id, version: enCuatro.version })))
        .message,
    ).toBe(MENSAJES_CANDIDATO.etapa);
    const enviado = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 3 })).id,
      estado: 1,
    });
    expect(
      (await errorDe(jefe.caller.candidatosPedido.devolver({ id: enviado.id, version: enviado.version })))
        .message,
    ).toBe(MENSAJES_CANDIDATO.noPermitido);
  });
});

describe('concurrency, scope, flags, transaction', () => {
  it('two writers with the same version: exactly one wins, the other gets CONFLICT; a stale version changes nothing', async () => {
    const x = await preseleccionado();
    const r = await Promise.allSettled([
      jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }),
      jefe.caller.candidatosPedido.remover({ id: x.id, version: x.version }),
    ]);
    const { ganadores, errores } = resultadosCarrera(r);
    expect(ganadores).toBe(1);
    expect(errores.map((e) => [e.code, e.message])).toEqual([['CONFLICT', MENSAJES.errores.conflicto]]);
    const fila = await filaCp(db, x.id);
    expect(fila.version).toBe(x.version + 1);
    expect(
      (await errorDe(jefe.caller.candidatosPedido.devolver({ id: x.id, version: x.version }))).code,
    ).toBe('CONFLICT');
    expect(await filaCp(db, x.id)).toEqual(fila);
  });

  it('NOT_FOUND for the psychologist on a foreign candidate; FORBIDDEN for gerente; the recruiter may select on his clients', async () => {
    const fuera = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA })).id,
    });
    expect(
      (await errorDe(psicologa.caller.candidatosPedido.seleccionar({ id: fuera.id, version: fuera.version })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await errorDe(psicologa.caller.candidatosPedido.devolver({ id: fuera.id, version: fuera.version })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await errorDe(gerente.caller.candidatosPedido.seleccionar({ id: fuera.id, version: fuera.version })))
        .code,
    ).toBe('FORBIDDEN');
    // Order of a client shared by the psychologist and the recruiter (900123456).
    const x = await preseleccionado();
    expect(CLIENTES_RECLUTADOR).toContain(CLIENTE_POR_DEFECTO);
    expect(
      (await reclutador.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version })).pool,
    ).toBe(1);
  });

  it('if the event cannot be written the pool does not change', async () => {
    const x = await preseleccionado();
    const quitar = await fallarInsercion(db, 'evento_pedido', x.pedido.id);
    try {
      await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }));
    } finally {
      await quitar();
    }
    expect(await filaCp(db, x.id)).toMatchObject({ pool: 0, version: x.version });
  });

  it('bad input is BAD_REQUEST', async () => {
    for (const input of [{}, { id: 1 }, { id: -1, version: 0 }, { id: 'x', version: 1 }]) {
      expect((await errorDe(jefe.caller.candidatosPedido.seleccionar(input as never))).code).toBe(
        'BAD_REQUEST',
      );
    }
  });
});
