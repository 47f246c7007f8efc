/**
 * The operations figures computed on a real PostgreSQL: the service level from orders and candidate states with
 * exact dates (each scenario in its own branch), the day rows of the indicators table agreeing with the direct
 * computation, and the stale-day ranges the triggers append when past data changes.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { DIAS_RECALCULADOS_INFORME, instanteEnBogota, sumarDias } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlcanceInforme } from './alcance';
import { calcularDia } from './calcular-dia';
import { calcularPeriodo } from './calculo-directo';
import { calcularIndicadores, diasEntre } from './pendientes';
import { nuevoEscenario, type Escenario } from '../testing/escenario';

let db: TestDatabase;
const TODO: AlcanceInforme = { todos: true, sucursales: [], clientes: null, alcance: { todos: true } };

beforeAll(async () => {
  db = await createTestDatabase('reportes_calculo');
});
afterAll(async () => {
  await db?.drop();
});

const semana = (e: Escenario, k = 1) =>
  calcularPeriodo(db.orm.em.fork(), TODO, { sucursalId: e.sucursalId }, '2026-06-01', '2026-06-07', k);
const contratado = (enviado: string, dia: string): [number, string][] => [
  [1, enviado],
  [8, dia],
];

describe('nivel de servicio desde los datos', () => {
  it('is 100 when every vacancy is filled on time and falls as vacancies go unfilled past the negotiated date', async () => {
    const e = await nuevoEscenario(db.orm);
    const a = await e.pedido({ solicitud: '2026-06-01', negociada: '2026-06-05', vacantes: 2 });
    await e.candidato(a, contratado('2026-06-02', '2026-06-04'));
    await e.candidato(a, contratado('2026-06-02', '2026-06-05'));
    let r = await semana(e);
    expect(r.terminos).toEqual({ vPaCHF: 0, vPCHF: 2, vFCHF: 0, CEP: 0, vPa: 0, vP: 2, PPCC: 0 });
    expect(r.nivelServicio).toBe(100);
    // Funnel: the states a hire implies (validated, interview, approved) count on the hiring day.
    expect(r.embudo).toMatchObject({
      pedidosRecibidos: 1,
      vacantes: 2,
      hvEnviadas: 2,
      validadas: 2,
      entrevistas: 2,
      aprobados: 2,
      contratados: 2,
      rechazados: 0,
    });
    expect(r.efectividadEnvio).toBe(100);
    expect(r.puntajeGestion).toBe(100);

    // Another order of 3 vacancies, due on the 5th, nobody hired and nobody sent: 2 of 5 filled on time.
    const b = await e.pedido({ solicitud: '2026-06-02', negociada: '2026-06-05', vacantes: 3 });
    r = await semana(e);
    expect(r.terminos).toMatchObject({ vP: 5, vPCHF: 2, PPCC: 0 });
    expect(r.nivelServicio).toBe(40);
    // A hire after the negotiated date is not on time: the level stays (and that person no longer waits on the client).
    await e.candidato(b, contratado('2026-06-02', '2026-06-06'));
    expect((await semana(e)).nivelServicio).toBe(40);
    // One on time raises it.
    await e.candidato(b, contratado('2026-06-02', '2026-06-05'));
    expect((await semana(e)).nivelServicio).toBe(60);
    // Rejected people and cancelled orders.
    await e.candidato(b, [
      [1, '2026-06-02'],
      [3, '2026-06-03'],
    ]);
    await e.pedido({
      solicitud: '2026-06-01',
      negociada: '2026-06-03',
      vacantes: 4,
      cancelado: '2026-06-04',
    });
    r = await semana(e);
    expect(r.nivelServicio).toBe(60);
    expect(r.embudo).toMatchObject({
      pedidosRecibidos: 3,
      pedidosCancelados: 1,
      rechazados: 1,
      hvEnviadas: 5,
      validadas: 4,
    });
    expect(r.efectividadEnvio).toBe(80);
    expect(r.puntajeGestion).toBe(66); // 0.3 × 80 + 0.7 × 60
  });

  it('counts vPa, vFCHF, CEP and PPCC by their definitions, and K weighs PPCC', async () => {
    const e = await nuevoEscenario(db.orm);
    // Received before the week, due, open, unfilled: vPa.
    await e.pedido({ solicitud: '2026-05-20', negociada: '2026-05-25', vacantes: 1 });
    // Received before, filled on time, still open: vPa and vPaCHF.
    const llena = await e.pedido({ solicitud: '2026-05-20', negociada: '2026-06-02', vacantes: 1 });
    await e.candidato(llena, contratado('2026-05-28', '2026-06-01'));
    // Finished in the week, filled on time: vFCHF.
    const terminada = await e.pedido({
      solicitud: '2026-05-20',
      negociada: '2026-06-02',
      vacantes: 1,
      terminado: '2026-06-03',
    });
    await e.candidato(terminada, contratado('2026-05-28', '2026-06-01'));
    // Finished before the week: not measured.
    await e.pedido({
      solicitud: '2026-05-01',
      negociada: '2026-05-10',
      vacantes: 5,
      terminado: '2026-05-20',
    });
    // Not due yet but already filled: CEP.
    const temprana = await e.pedido({ solicitud: '2026-06-01', negociada: '2026-06-30', vacantes: 2 });
    await e.candidato(temprana, contratado('2026-06-02', '2026-06-03'));
    // Not due and unfilled: nothing.
    await e.pedido({ solicitud: '2026-06-01', negociada: '2026-06-30', vacantes: 7 });
    // Due, unfilled, a candidate at the client: PPCC (its vacancies leave vP).
    const enCliente = await e.pedido({ solicitud: '2026-06-01', negociada: '2026-06-03', vacantes: 3 });
    await e.candidato(enCliente, [[1, '2026-06-02']]);

    const r = await semana(e);
    expect(r.terminos).toEqual({ vPaCHF: 1, vPCHF: 0, vFCHF: 1, CEP: 1, vPa: 2, vP: 0, PPCC: 1 });
    // (1 + 0 + 1 + 1) / (2 + 0 + 1 + 1 + 1·K)
    expect(r.nivelServicio).toBe(60);
    expect((await semana(e, 0)).nivelServicio).toBe(75);
    expect((await semana(e, 2)).nivelServicio).toBe(50);
    expect(r.embudo.pedidosTerminados).toBe(1);
  });

  it('has no level (null) when there is nothing to measure', async () => {
    const e = await nuevoEscenario(db.orm);
    const r = await semana(e);
    expect(r.nivelServicio).toBeNull();
    expect(r.efectividadEnvio).toBeNull();
    expect(r.puntajeGestion).toBeNull();
  });
});

describe('tabla de indicadores por día', () => {
  it('day rows add up to the direct computation of the week and the month, per branch', async () => {
    const e = await nuevoEscenario(db.orm);
    const a = await e.pedido({ solicitud: '2026-06-01', negociada: '2026-06-05', vacantes: 3 });
    await e.candidato(a, contratado('2026-06-02', '2026-06-04'));
    await e.candidato(a, [
      [1, '2026-06-03'],
      [2, '2026-06-04'],
      [4, '2026-06-05'],
      [5, '2026-06-06'],
    ]);
    const antes = await e.pedido({ solicitud: '2026-05-25', negociada: '2026-05-29', vacantes: 2 });
    await e.candidato(antes, contratado('2026-05-26', '2026-05-28'));
    await e.pedido({
      solicitud: '2026-06-04',
      negociada: '2026-06-05',
      vacantes: 1,
      cancelado: '2026-06-06',
    });

    const ahora = new Date();
    for (const dia of diasEntre('2026-05-25', '2026-06-07')) await calcularDia(db.orm.em.fork(), dia, ahora);
    const filas = await e.sql<Record<string, number>>(
      `select coalesce(sum(pedidos_recibidos) filter (where fecha >= '2026-06-01'), 0)::int as recibidos,
              coalesce(sum(hv_enviadas) filter (where fecha >= '2026-06-01'), 0)::int as enviadas,
              coalesce(sum(rechazados) filter (where fecha >= '2026-06-01'), 0)::int as rechazados,
              coalesce(sum(pedidos_cancelados) filter (where fecha >= '2026-06-01'), 0)::int as cancelados,
              coalesce(sum(semana_v_p) filter (where fecha = '2026-06-07'), 0)::int as v_p,
              coalesce(sum(semana_v_p_chf) filter (where fecha = '2026-06-07'), 0)::int as v_p_chf,
              coalesce(sum(semana_v_pa) filter (where fecha = '2026-06-07'), 0)::int as v_pa,
              coalesce(sum(mes_v_p) filter (where fecha = '2026-06-07'), 0)::int as mes_v_p
                     from indicador_operaciones where sucursal_id = ?`,
      [e.sucursalId],
    );
    const directo = await semana(e);
    expect(filas[0]).toEqual({
      recibidos: directo.embudo.pedidosRecibidos,
      enviadas: directo.embudo.hvEnviadas,
      rechazados: directo.embudo.rechazados,
      cancelados: directo.embudo.pedidosCancelados,
      v_p: directo.terminos.vP,
      v_p_chf: directo.terminos.vPCHF,
      v_pa: directo.terminos.vPa,
      mes_v_p: directo.terminos.vP, // June 2026 starts on a Monday
    });
    expect(directo.embudo).toMatchObject({
      pedidosRecibidos: 2,
      hvEnviadas: 2,
      rechazados: 1,
      pedidosCancelados: 1,
    });
    // The interviewed candidate did not pass (5): nobody waits on the client, so both orders are measured.
    expect(directo.terminos).toMatchObject({ vP: 3, vPCHF: 1, vPa: 2, vPaCHF: 1, PPCC: 0 });
    const [calculados] = await e.sql<{ n: number }>(
      `select count(*)::int as n from dia_indicador_calculado where fecha between '2026-05-25' and '2026-06-07'`,
    );
    expect(calculados!.n).toBe(14);
  });

  it('a change to a past order appends a stale range that the next run computes and consumes', async () => {
    const e = await nuevoEscenario(db.orm);
    const id = await e.pedido({ solicitud: '2026-06-01', negociada: '2026-06-05', vacantes: 1 });
    await e.sql('delete from rango_indicador_pendiente');
    await e.sql('update pedido set vacantes = 4 where id = ?', [id]);
    const rangos = await e.sql<{ desde: string }>(
      `select to_char(desde, 'YYYY-MM-DD') as desde from rango_indicador_pendiente`,
    );
    expect(rangos.map((r) => r.desde)).toEqual(['2026-06-01']);
    // A change that does not touch the figures (the position's name) marks nothing; neither does closing the order
    // now (every figure is as of its day: no past day changes).
    await e.sql(`update pedido set nombre_cargo = 'Otro' where id = ?`, [id]);
    await e.sql(`update pedido set fecha_cancelacion = now(), estado_pedido = 0 where id = ?`, [id]);
    expect(await e.sql('select 1 from rango_indicador_pendiente')).toHaveLength(1);
    // Undoing it (a past-dated cancellation removed) does.
    await e.sql(`update pedido set fecha_cancelacion = ? where id = ?`, [
      instanteEnBogota('2026-06-03', 9, 0),
      id,
    ]);
    await e.sql(`update pedido set fecha_cancelacion = null, estado_pedido = 3 where id = ?`, [id]);
    const marcados = await e.sql<{ desde: string }>(
      `select to_char(desde, 'YYYY-MM-DD') as desde from rango_indicador_pendiente order by id`,
    );
    expect(marcados.map((r) => r.desde)).toEqual(['2026-06-01', '2026-06-03', '2026-06-03']);

    const reloj = instanteEnBogota('2026-06-04', 12, 0);
    const resumen = await calcularIndicadores(db.orm, reloj);
    expect(resumen.dias).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04']);
    expect(await e.sql('select 1 from rango_indicador_pendiente')).toHaveLength(0);
    const [fila] = await e.sql<{ vacantes: number }>(
      `select vacantes from indicador_operaciones where sucursal_id = ? and fecha = '2026-06-01'`,
      [e.sucursalId],
    );
    expect(fila!.vacantes).toBe(4);
    // Right after, today is fresh and yesterday done: nothing to do.
    expect((await calcularIndicadores(db.orm, reloj)).dias).toEqual([]);
    // Ten minutes later today is recomputed.
    expect((await calcularIndicadores(db.orm, new Date(reloj.getTime() + 10 * 60_000))).dias).toEqual([
      '2026-06-04',
    ]);
  });

  it('the triggers keep recomputed the same window the report admits (DIAS_RECALCULADOS_INFORME days back)', async () => {
    const e = await nuevoEscenario(db.orm);
    await e.sql('delete from rango_indicador_pendiente');
    await e.sql(`select marcar_indicadores_pendientes(date '1990-01-01')`);
    const [r] = await e.sql<{ desde: string; hasta: string }>(
      `select to_char(desde, 'YYYY-MM-DD') as desde, to_char(hasta, 'YYYY-MM-DD') as hasta from rango_indicador_pendiente`,
    );
    expect(r!.desde).toBe(sumarDias(r!.hasta, -DIAS_RECALCULADOS_INFORME));
    await e.sql('delete from rango_indicador_pendiente');
  });
});
