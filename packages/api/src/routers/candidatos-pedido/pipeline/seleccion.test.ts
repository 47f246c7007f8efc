/** candidatosPedido.seleccionar / devolver: the three readings, super-user bypass, pools, events, conflicts. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_CANDIDATO, MENSAJES_PIPELINE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import {
  candidatoLibre,
  CLIENTES_PSICOLOGA,
  CLIENTES_RECLUTADOR,
  cuantosEventos,
  darPruebas,
  eventosNuevos,
  fallarInsercion,
  filaCp,
  idUsuario,
  prepararSeleccionable,
  resultadosCarrera,
  sql,
  unCandidatoEn,
  unPedido,
} from './pruebas/apoyo';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let reclutador: TestSession;
let gerente: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('candidatos-seleccion');
  [jefe, psicologa, reclutador, gerente] = await sesionesStaff(db.orm, 'jefe', 'psicologa', 'reclutador', 'gerente');
});
afterAll(async () => {
  await db?.drop();
});

/** A fresh pre-selected candidate (added by the jefe) of a psychologist's order in stage 2 that passes every reading. */
async function preseleccionado(indice = 0) {
  const p = await unPedido(db, 2, { documentos: CLIENTES_PSICOLOGA }, indice);
  const c = await candidatoLibre(db);
  const r = await jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: c.id });
  await prepararSeleccionable(db, c.id, p.id);
  return { pedido: p, candidatoId: c.id, id: r.id, version: r.version };
}

describe('candidatosPedido.seleccionar: the three readings', () => {
  it('all readings pass: pool 0 → 1, event type 3 (0 → 1) with actor, toast', async () => {
    const x = await preseleccionado();
    const antes = await cuantosEventos(db, x.pedido.id);
    const r = await psicologa.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version });
    expect(r).toMatchObject({ pool: 1, estado: 0, mensaje: 'El candidato ha sido seleccionado' });
    expect(r.version).toBeGreaterThan(x.version);
    expect((await filaCp(db, x.id)).pool).toBe(1);
    expect(await eventosNuevos(db, x.pedido.id, antes)).toMatchObject([{ tipo_evento: 3, pool: 0, pool_nuevo: 1, actor_id: await idUsuario(db, 'psicologa') }]);
  });

  it('(a) CV below min_porcentaje_hv: the message carries the configured minimum; missing config', async () => {
    const x = await preseleccionado();
    await sql(db, 'update hoja_de_vida set porcentaje_total = 75 where candidato_id = ?', [x.candidatoId]);
    await sql(db, 'update configuracion_pedidos set min_porcentaje_hv = 80');
    try {
      const e = await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }));
      expect(e).toMatchObject({ code: 'BAD_REQUEST', message: 'El porcentaje de completitud de la HV es menor al permitido(80) para ser un candidato seleccionado' });
      const config = await sql(db, 'select * from configuracion_pedidos');
      await sql(db, 'delete from configuracion_pedidos');
      expect((await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }))).message).toBe('Configuración no definida');
      const c = config[0] as Record<string, number>;
      await sql(db, `insert into configuracion_pedidos (${Object.keys(c).join(', ')}) values (${Object.keys(c).map(() => '?').join(', ')})`, Object.values(c));
    } finally {
      await sql(db, 'update configuracion_pedidos set min_porcentaje_hv = 70');
    }
    expect((await filaCp(db, x.id)).pool).toBe(0);
  });

  it('(a) digital tests: none → "No ha realizado pruebas", one missing → "No ha realizado X"; a valid rating of another order counts', async () => {
    const x = await preseleccionado();
    const [p] = await sql<{ prueba_fac: boolean; prueba_detac: boolean }>(db, 'select prueba_fac, prueba_detac from pedido where id = ?', [x.pedido.id]);
    expect(p!.prueba_fac).toBe(true);
    await sql(db, 'delete from calificacion_prueba_digital where candidato_id = ?', [x.candidatoId]);
    await sql(db, 'update pedido set prueba_fac = true, prueba_detac = true, prueba_comp = false, prueba_idisc = false, prueba_valores = false, prueba_entrevistas = false where id = ?', [x.pedido.id]);
    expect((await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }))).message).toBe('No ha realizado pruebas');
    await darPruebas(db, x.candidatoId, x.pedido.id, ['FAC']);
    expect((await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }))).message).toBe('No ha realizado DETAC');
    // An expired rating of another order does not count; a valid one does.
    await darPruebas(db, x.candidatoId, null, ['DETAC'], '2000-01-01');
    expect((await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }))).message).toBe('No ha realizado DETAC');
    await darPruebas(db, x.candidatoId, null, ['DETAC'], '2999-01-01');
    expect((await jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version })).pool).toBe(1);
  });

  it('(b) every document approved: a failed requirement result blocks; a later "Cumple" unblocks', async () => {
    const x = await preseleccionado(1);
    const [req] = await sql<{ id: number }>(db, `select id from requisito where codigo = 'examen_medico'`);
    const hv = `(select id from hoja_de_vida where candidato_id = ${x.candidatoId})`;
    await sql(db, `delete from requisito_persona where hoja_de_vida_id = ${hv} and requisito_id = ?`, [req!.id]);
    await sql(db, `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, version, created_at) values (${hv}, ?, '2026-01-10', 0, false, 1, now())`, [req!.id]);
    const e = await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }));
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: 'No se puede seleccionar al candidato porque no todos los documentos han sido aprobados' });
    // A failed result of a test requirement is reading (a)'s business, not a document.
    await sql(db, `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, version, created_at) values (${hv}, ?, '2026-02-10', 1, false, 1, now())`, [req!.id]);
    const [pruebas] = await sql<{ id: number }>(db, `select id from requisito where es_pruebas limit 1`);
    await sql(db, `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, version, created_at) values (${hv}, ?, '2026-02-10', 0, false, 1, now())`, [pruebas!.id]);
    expect((await jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version })).pool).toBe(1);
  });

  it('(c) not a finished product: refused for the psychologist, allowed for the jefe (super user)', async () => {
    const x = await preseleccionado(2);
    await sql(db, 'update candidato set estado_producto = 0 where id = ?', [x.candidatoId]);
    const e = await errorDe(psicologa.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }));
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: MENSAJES_PIPELINE.productoTerminado });
    expect((await filaCp(db, x.id)).pool).toBe(0);
    expect((await jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version })).pool).toBe(1);
  });

  it('the machine: a selected or sent candidate cannot be selected again', async () => {
    const cp = await unCandidatoEn(db, 3, 1);
    const e = await errorDe(jefe.caller.candidatosPedido.seleccionar({ id: cp.id, version: cp.version }));
    expect(e.message).toBe(MENSAJES_CANDIDATO.noPermitido);
  });
});

describe('candidatosPedido.devolver', () => {
  it('selected in state 0 at stage 2–3 goes back: event type 3 (1 → 0)', async () => {
    const cp = await unCandidatoEn(db, 3, 0);
    const sel = cp.pool === 1 ? cp : (await sql<typeof cp>(db, 'select * from candidato_pedido where activo and pool = 1 and estado_candidato_pedido = 0 and pedido_id in (select id from pedido where estado_pedido = 3) limit 1'))[0]!;
    const antes = await cuantosEventos(db, sel.pedido_id);
    const r = await jefe.caller.candidatosPedido.devolver({ id: sel.id, version: sel.version });
    expect(r).toMatchObject({ pool: 0, estado: 0, mensaje: MENSAJES_PIPELINE.devuelto });
    expect(await eventosNuevos(db, sel.pedido_id, antes)).toMatchObject([{ tipo_evento: 3, pool: 1, pool_nuevo: 0 }]);
  });

  it('refused at stage 4 and for a candidate already sent', async () => {
    const [enCuatro] = await sql<{ id: number; version: number }>(db, `update candidato_pedido set pool = 1, estado_candidato_pedido = 0 where id = (select cp.id from candidato_pedido cp join pedido p on p.id = cp.pedido_id where p.estado_pedido = 4 and cp.activo and cp.pool = 0 limit 1) returning id, version`);
    expect((await errorDe(jefe.caller.candidatosPedido.devolver({ id: enCuatro!.id, version: enCuatro!.version }))).message).toBe(MENSAJES_CANDIDATO.etapa);
    const enviado = await unCandidatoEn(db, 3, 1);
    expect((await errorDe(jefe.caller.candidatosPedido.devolver({ id: enviado.id, version: enviado.version }))).message).toBe(MENSAJES_CANDIDATO.noPermitido);
  });
});

describe('concurrency, scope, flags, transaction', () => {
  it('two writers with the same version: exactly one wins, the other gets CONFLICT; a stale version changes nothing', async () => {
    const x = await preseleccionado(3);
    const r = await Promise.allSettled([
      jefe.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version }),
      jefe.caller.candidatosPedido.remover({ id: x.id, version: x.version }),
    ]);
    const { ganadores, errores } = resultadosCarrera(r);
    expect(ganadores).toBe(1);
    expect(errores.map((e) => [e.code, e.message])).toEqual([['CONFLICT', MENSAJES.errores.conflicto]]);
    const fila = await filaCp(db, x.id);
    expect(fila.version).toBe(x.version + 1);
    expect((await errorDe(jefe.caller.candidatosPedido.devolver({ id: x.id, version: x.version }))).code).toBe('CONFLICT');
    expect(await filaCp(db, x.id)).toEqual(fila);
  });

  it('NOT_FOUND for the psychologist on a foreign candidate; FORBIDDEN for gerente; the recruiter may select on his clients', async () => {
    const fuera = await unCandidatoEn(db, 2, 0, { excepto: CLIENTES_PSICOLOGA });
    expect((await errorDe(psicologa.caller.candidatosPedido.seleccionar({ id: fuera.id, version: fuera.version }))).code).toBe('NOT_FOUND');
    expect((await errorDe(psicologa.caller.candidatosPedido.devolver({ id: fuera.id, version: fuera.version }))).code).toBe('NOT_FOUND');
    expect((await errorDe(gerente.caller.candidatosPedido.seleccionar({ id: fuera.id, version: fuera.version }))).code).toBe('FORBIDDEN');
    // Order of a client shared by the psychologist and the recruiter (900123456).
    const x = await preseleccionado(0);
    expect(CLIENTES_RECLUTADOR).toContain(x.pedido.documento);
    expect((await reclutador.caller.candidatosPedido.seleccionar({ id: x.id, version: x.version })).pool).toBe(1);
  });

  it('if the event cannot be written the pool does not change', async () => {
    const x = await preseleccionado(1);
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
      expect((await errorDe(jefe.caller.candidatosPedido.seleccionar(input as never))).code).toBe('BAD_REQUEST');
    }
  });
});
