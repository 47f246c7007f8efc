/**
 * The service level's K and the validation of a period against a real PostgreSQL: the K asked weighs PPCC, also in
 * a validated week; "Buscar" shows what "Validar" freezes and the report read at once shows no difference; only a
 * user who sees every client validates or reads a branch's frozen figures.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  fechaEnZonaNegocio,
  formatoFecha,
  lunesDeSemana,
  MENSAJES_REPORTES as M,
  sumarDias,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, sesionesStaff, type TestSession } from '../../testing';
import { calcularIndicadores } from './servicios/pendientes';
import { nuevoEscenario, type Escenario } from './testing/escenario';
import { usuarioReporte } from './testing/usuarios';

const FECHA = '2026-06-10';

let db: TestDatabase;
let B: Escenario;
let jefe: TestSession;
let validadorSinFecha: TestSession;

const semana1 = <T extends { semanas: { clave: string }[] }>(r: T) =>
  r.semanas.find((s) => s.clave === 'semana-1') as T['semanas'][number];

beforeAll(async () => {
  db = await createTestDatabase('reportes_validar');
  B = await nuevoEscenario(db.orm);
  [jefe] = await sesionesStaff(db.orm, 'jefe');
  // The first read of the report leaves its days for the job (calculando); each test then computes them as the job does.
  await jefe.caller.reportes.informeGeneral({ fecha: FECHA });
  const validador = await usuarioReporte(db.orm, {
    banderas: ['read_reportesOperaciones_todos', 'add_todos_los_clientes'],
  });
  validadorSinFecha = await callerFor(db.orm, { usuario: validador, portal: 'staff' });
});
afterAll(async () => {
  await db?.drop();
});

describe('K del nivel de servicio', () => {
  it('the K asked weighs each pending order with candidates at the client (PPCC)', async () => {
    const D = await nuevoEscenario(db.orm);
    // Due 04/06: 2 vacancies, 1 filled on time (vP 2, vPCHF 1); another due with a CV waiting on the client (PPCC 1).
    const x = await D.pedido({ solicitud: '2026-06-02', negociada: '2026-06-04', vacantes: 2 });
    await D.candidato(x, [
      [1, '2026-06-02'],
      [8, '2026-06-03'],
    ]);
    const y = await D.pedido({ solicitud: '2026-06-02', negociada: '2026-06-04', vacantes: 1 });
    await D.candidato(y, [[1, '2026-06-03']]);
    await calcularIndicadores(db.orm, new Date());
    const conK = async (k?: number) =>
      semana1(
        await jefe.caller.reportes.informeGeneral({
          fecha: FECHA,
          sucursalId: D.sucursalId,
          ...(k === undefined ? {} : { k }),
        }),
      );
    const uno = await conK();
    expect(uno.terminos).toMatchObject({ vP: 2, vPCHF: 1, PPCC: 1 });
    expect([uno.k, uno.nivelServicio]).toEqual([1, 33.33]);
    expect((await conK(2)).nivelServicio).toBe(25);
    expect((await conK(0)).nivelServicio).toBe(50);
    const e = await errorDe(jefe.caller.reportes.informeGeneral({ fecha: FECHA, k: 11 }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(e.cause)).toContain(M.kInvalido);

    // A validated week keeps its terms; its level is computed with the K asked, like today's (no false difference).
    await jefe.caller.reportes.validar({ sucursalId: D.sucursalId, fecha: '2026-06-03' });
    const validada = await conK(2);
    expect(validada.validado).not.toBeNull();
    expect([
      validada.nivelServicio,
      validada.validado!.actual.nivelServicio,
      validada.validado!.diferencia.nivelServicio,
    ]).toEqual([25, 25, 0]);
    expect((await conK()).nivelServicio).toBe(33.33);
  });
});

describe('reportes.periodoValidar ("Buscar") y la validación de la última semana cerrada', () => {
  it('shows what "Validar" freezes; after validating, the report read at once shows no difference', async () => {
    const E = await nuevoEscenario(db.orm);
    const hoy = fechaEnZonaNegocio(new Date());
    // Without a date: the week before today's, the last closed one.
    const semanaPasada = sumarDias(hoy, -7);
    const domingo = sumarDias(lunesDeSemana(semanaPasada), 6);
    // The report's days computed (as the job does), then an order received that week: the cached row is older.
    await jefe.caller.reportes.informeGeneral({ fecha: domingo, sucursalId: E.sucursalId });
    await calcularIndicadores(db.orm, new Date());
    await E.pedido({ solicitud: semanaPasada, vacantes: 4 });
    // A past-dated order marks its days for the job; the marker is dropped here so the report reads the cached rows,
    // older than the order, until the validation recomputes them (what this test is about).
    await db.orm.em.fork().getConnection().execute('delete from rango_indicador_pendiente');

    const buscado = await validadorSinFecha.caller.reportes.periodoValidar({ sucursalId: E.sucursalId });
    expect(buscado).toMatchObject({
      sucursalId: E.sucursalId,
      desde: lunesDeSemana(semanaPasada),
      hasta: domingo,
      validado: null,
      cifras: { embudo: { pedidosRecibidos: 1, vacantes: 4 } },
    });
    const v = await validadorSinFecha.caller.reportes.validar({ sucursalId: E.sucursalId });
    expect(v.cifras).toEqual(buscado.cifras);
    expect(
      (await validadorSinFecha.caller.reportes.periodoValidar({ sucursalId: E.sucursalId })).validado?.id,
    ).toBe(v.id);

    const informe = await jefe.caller.reportes.informeGeneral({ fecha: domingo, sucursalId: E.sucursalId });
    expect(informe.calculando).toBe(false);
    const s = informe.semanas.at(-1)!;
    expect(s.validado?.id).toBe(v.id);
    expect(s.validado!.actual.embudo).toEqual(v.cifras.embudo);
    expect(Object.values(s.validado!.diferencia.embudo).every((n) => n === 0)).toBe(true);
    expect(Object.values(s.validado!.diferencia.terminos).every((n) => n === 0)).toBe(true);
  });

  it('"Buscar" and "Validar" require seeing every client (the frozen figures are the whole branch\'s)', async () => {
    const limitado = await usuarioReporte(db.orm, {
      banderas: ['read_reportesOperaciones_todos'],
      clientes: ['900123456'],
    });
    const sesion = await callerFor(db.orm, { usuario: limitado, portal: 'staff' });
    for (const e of [
      await errorDe(sesion.caller.reportes.validar({ sucursalId: B.sucursalId })),
      await errorDe(sesion.caller.reportes.periodoValidar({ sucursalId: B.sucursalId })),
    ]) {
      expect([e.code, e.message]).toEqual(['FORBIDDEN', M.validarSinTodosLosClientes]);
    }
    // The validated weeks are listed to them without the branch's figures (the jefe, who sees every client, has them).
    await B.pedido({ solicitud: sumarDias(fechaEnZonaNegocio(new Date()), -7), vacantes: 2 });
    await validadorSinFecha.caller.reportes.validar({ sucursalId: B.sucursalId });
    const propias = await jefe.caller.reportes.validados({ sucursalId: B.sucursalId });
    const ajenas = await sesion.caller.reportes.validados({ sucursalId: B.sucursalId });
    expect(propias.filas.length).toBeGreaterThan(0);
    expect(propias.filas.some((f) => f.nivelServicio !== null)).toBe(true);
    expect(ajenas.filas.map((f) => f.id)).toEqual(propias.filas.map((f) => f.id));
    expect(ajenas.filas.every((f) => f.nivelServicio === null && f.puntajeGestion === null)).toBe(true);
    const f = await errorDe(
      validadorSinFecha.caller.reportes.periodoValidar({ sucursalId: B.sucursalId, fecha: '2026-06-03' }),
    );
    expect([f.code, f.message]).toEqual(['FORBIDDEN', M.fechaValidarNoPermitida]);
  });
});

describe('solo se validan semanas cerradas', () => {
  it('the current week (a Tuesday, or any day up to its Sunday) is refused under the date and nothing is frozen; the closed week before it is validated', async () => {
    const S = await nuevoEscenario(db.orm);
    const hoy = fechaEnZonaNegocio(new Date());
    await S.pedido({ solicitud: hoy, vacantes: 3 });
    const domingo = formatoFecha(sumarDias(lunesDeSemana(hoy), 6));
    for (const e of [
      await errorDe(jefe.caller.reportes.validar({ sucursalId: S.sucursalId, fecha: hoy })),
      await errorDe(jefe.caller.reportes.periodoValidar({ sucursalId: S.sucursalId, fecha: hoy })),
    ]) {
      expect(e.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(e.cause)).toContain(M.semanaAbierta(domingo));
    }
    expect((await jefe.caller.reportes.validados({ sucursalId: S.sucursalId })).total).toBe(0);

    const cerrada = await jefe.caller.reportes.validar({
      sucursalId: S.sucursalId,
      fecha: sumarDias(hoy, -7),
    });
    expect([cerrada.desde, cerrada.hasta]).toEqual([
      lunesDeSemana(sumarDias(hoy, -7)),
      sumarDias(lunesDeSemana(sumarDias(hoy, -7)), 6),
    ]);
  });
});
