/**
 * reportes.* end to end on a real PostgreSQL: the report answers "calculando" until the job has computed the days,
 * then reads the indicators table; scope per flag (a branch manager sees only their branch, an executive only their
 * clients, a client-portal user only their companies); filters refused by group; the rows behind a number; validating
 * a week freezes it and later data shows as a difference.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  fechaEnZonaNegocio,
  fechaMinimaInforme,
  GRUPO_GERENTE_SUCURSAL,
  GRUPO_MERCADERISTAS,
  GRUPO_PSICOLOGOS,
  MENSAJES_REPORTES as M,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, sesionesStaff, type TestSession } from '../../testing';
import { calcularPeriodo, informeDirecto } from './servicios/calculo-directo';
import { calcularIndicadores } from './servicios/pendientes';
import { nuevoEscenario, type Escenario } from './testing/escenario';
import { usuarioReporte } from './testing/usuarios';

const FECHA = '2026-06-10';
const OTRO_CLIENTE = '901234567'; // not one of the executive's clients

let db: TestDatabase;
let A: Escenario;
let B: Escenario;
let jefe: TestSession;
let ejecutivo: TestSession;
let psicologa: TestSession;
let gerenteA: TestSession;
let clientePortal: TestSession;
let validadorSinFecha: TestSession;
let otroClienteId: number;

const semana1 = <T extends { semanas: { clave: string }[] }>(r: T) =>
  r.semanas.find((s) => s.clave === 'semana-1') as T['semanas'][number];

beforeAll(async () => {
  db = await createTestDatabase('reportes_router');
  A = await nuevoEscenario(db.orm);
  B = await nuevoEscenario(db.orm);
  const [otro] = await A.sql<{ id: number }>('select id from cliente where numero_documento = ?', [
    OTRO_CLIENTE,
  ]);
  otroClienteId = otro!.id;

  const a1 = await A.pedido({ solicitud: '2026-06-01', negociada: '2026-06-05', vacantes: 2 });
  for (let i = 0; i < 2; i++)
    await A.candidato(a1, [
      [1, '2026-06-02'],
      [8, '2026-06-03'],
    ]);
  await B.pedido({ solicitud: '2026-06-02', negociada: '2026-06-04', vacantes: 1 });
  await B.pedido({ solicitud: '2026-06-03', vacantes: 5, clienteId: otroClienteId });
  await B.pedido({ solicitud: '2026-06-03', negociada: '2026-06-20', vacantes: 1 });

  [jefe, ejecutivo, psicologa] = await sesionesStaff(db.orm, 'jefe', 'ejecutivo', 'psicologa');
  const gerente = await usuarioReporte(db.orm, {
    banderas: ['read_reportesOperaciones_gerente_operaciones', 'add_todos_los_clientes'],
    grupos: [GRUPO_GERENTE_SUCURSAL],
    sucursalId: A.sucursalId,
  });
  gerenteA = await callerFor(db.orm, { usuario: gerente, portal: 'staff' });
  const cliente = await usuarioReporte(db.orm, {
    banderas: ['read_reportesOperaciones_clientes'],
    esStaffCliente: true,
    clientes: ['900123456'],
  });
  clientePortal = await callerFor(db.orm, { usuario: cliente, portal: 'cliente' });
  const validador = await usuarioReporte(db.orm, {
    banderas: ['read_reportesOperaciones_todos', 'add_todos_los_clientes'],
  });
  validadorSinFecha = await callerFor(db.orm, { usuario: validador, portal: 'staff' });
});
afterAll(async () => {
  await db?.drop();
});

describe('reportes.informeGeneral', () => {
  it('answers calculando until the job computed the days, then the figures and when they were computed', async () => {
    const antes = await jefe.caller.reportes.informeGeneral({ fecha: FECHA });
    expect(antes).toMatchObject({ calculando: true, meses: [], semanas: [], promedio: null });
    const [rango] = await A.sql<{ n: number }>(
      `select count(*)::int as n from rango_indicador_pendiente where desde <= '2026-04-01' and hasta >= ?`,
      [FECHA],
    );
    expect(rango!.n).toBeGreaterThan(0);

    await calcularIndicadores(db.orm, new Date());
    const r = await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: A.sucursalId });
    expect(r.calculando).toBe(false);
    expect(r.calculadoEn).toBeInstanceOf(Date);
    expect(r.meses.map((m) => m.etiqueta)).toEqual(['Abril 2026', 'Mayo 2026', 'Junio 2026']);
    expect(r.semanas.map((s) => [s.desde, s.hasta])).toEqual([
      ['2026-05-11', '2026-05-17'],
      ['2026-05-18', '2026-05-24'],
      ['2026-05-25', '2026-05-31'],
      ['2026-06-01', '2026-06-07'],
      ['2026-06-08', '2026-06-10'],
    ]);
    expect(r.filtros).toEqual({ sucursal: true, psicologo: true });
    // The help texts are not sent with the figures: the screens show AYUDA_INFORME of packages/rules.
    expect(r).not.toHaveProperty('ayuda');
  });

  it('reads the same figures as the direct computation, per branch (jefe sees every branch)', async () => {
    const a = await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: A.sucursalId });
    const directo = await calcularPeriodo(
      db.orm.em.fork(),
      { todos: true, sucursales: [], clientes: null, alcance: { todos: true } },
      { sucursalId: A.sucursalId },
      '2026-06-01',
      '2026-06-07',
      1,
    );
    const s = semana1(a);
    expect({ embudo: s.embudo, terminos: s.terminos, nivel: s.nivelServicio }).toEqual({
      embudo: directo.embudo,
      terminos: directo.terminos,
      nivel: directo.nivelServicio,
    });
    expect(s).toMatchObject({ nivelServicio: 100, efectividadEnvio: 100, puntajeGestion: 100 });
    expect(s.embudo).toMatchObject({ pedidosRecibidos: 1, vacantes: 2, hvEnviadas: 2, contratados: 2 });
    // June so far holds the same orders; the average of the weeks with a level is that week's.
    expect(a.meses[2]!.embudo).toEqual(s.embudo);
    expect(a.promedio!.nivelServicio).toBe(100);
    expect(a.promedio!.embudo.pedidosRecibidos).toBe(0.2);

    const b = semana1(await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: B.sucursalId }));
    expect(b.embudo).toMatchObject({ pedidosRecibidos: 3, vacantes: 7 });
    expect(b.terminos).toMatchObject({ vP: 6, vPCHF: 0, CEP: 0 });
    expect(b.nivelServicio).toBe(0);
    expect(b.efectividadEnvio).toBeNull();
  });

  it('the direct computation of all eight columns in one statement equals the indicators table, column by column', async () => {
    const todo = { todos: true, sucursales: [], clientes: null, alcance: { todos: true } } as const;
    for (const filtros of [{}, { sucursalId: A.sucursalId }, { sucursalId: B.sucursalId }]) {
      const leido = await jefe.caller.reportes.informeGeneral({ fecha: FECHA, ...filtros });
      const directo = await informeDirecto(db.orm.em.fork(), { ...todo, sucursales: [] }, filtros, FECHA, 1);
      const columnas = [...leido.meses, ...leido.semanas];
      expect(columnas).toHaveLength(8);
      for (const col of columnas) {
        const d = directo.get(col.clave)!;
        expect({ clave: col.clave, embudo: col.embudo, terminos: col.terminos }).toEqual({
          clave: col.clave,
          embudo: d.embudo,
          terminos: d.terminos,
        });
      }
      expect(columnas.some((col) => col.embudo.pedidosRecibidos > 0)).toBe(true);
    }
  });

  it('a branch manager sees only their branch and may not filter by branch', async () => {
    const propia = semana1(await gerenteA.caller.reportes.informeGeneral({ fecha: FECHA }));
    const deJefe = semana1(
      await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: A.sucursalId }),
    );
    expect(propia.embudo).toEqual(deJefe.embudo);
    const deTodas = semana1(await jefe.caller.reportes.informeGeneral({ fecha: FECHA }));
    expect(deTodas.embudo.pedidosRecibidos).toBeGreaterThan(propia.embudo.pedidosRecibidos);
    // Without scope or filters the report reads the agency totals: the same figures as computing everything directly.
    const todo = await calcularPeriodo(
      db.orm.em.fork(),
      { todos: true, sucursales: [], clientes: null, alcance: { todos: true } },
      {},
      '2026-06-01',
      '2026-06-07',
      1,
    );
    expect({ embudo: deTodas.embudo, terminos: deTodas.terminos }).toEqual({
      embudo: todo.embudo,
      terminos: todo.terminos,
    });

    const e = await errorDe(
      gerenteA.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: B.sucursalId }),
    );
    expect([e.code, e.message]).toEqual(['FORBIDDEN', M.filtroSucursalNoPermitido]);
    // The psychologist filter is shown to Gerente_Sucursal.
    const conPsicologo = await gerenteA.caller.reportes.informeGeneral({
      fecha: FECHA,
      psicologoId: A.creadorId,
    });
    expect(semana1(conPsicologo).embudo.pedidosRecibidos).toBe(0);
  });

  it('an executive sees their clients only, in any branch', async () => {
    const b = semana1(
      await ejecutivo.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: B.sucursalId }),
    );
    expect(b.embudo).toMatchObject({ pedidosRecibidos: 2, vacantes: 2 });
    const otro = semana1(
      await ejecutivo.caller.reportes.informeGeneral({ fecha: FECHA, clienteId: otroClienteId }),
    );
    expect(otro.embudo.pedidosRecibidos).toBe(0);
  });

  it('a client-portal user sees their own companies only (same computation)', async () => {
    const propio = await clientePortal.caller.reportes.informeCliente({ fecha: FECHA });
    const deJefe = await jefe.caller.reportes.informeGeneral({ fecha: FECHA, clienteId: A.clienteId });
    expect(semana1(propio).embudo).toEqual(semana1(deJefe).embudo);
    expect(semana1(propio).embudo.pedidosRecibidos).toBeGreaterThanOrEqual(3);
    expect(
      semana1(await clientePortal.caller.reportes.informeCliente({ fecha: FECHA, clienteId: A.clienteId }))
        .embudo,
    ).toEqual(semana1(propio).embudo);
    const ajeno = await errorDe(
      clientePortal.caller.reportes.informeCliente({ fecha: FECHA, clienteId: otroClienteId }),
    );
    expect([ajeno.code, ajeno.message]).toEqual(['FORBIDDEN', M.clienteFueraDeAlcance]);
    expect(
      (
        await errorDe(
          clientePortal.caller.reportes.informeCliente({ fecha: FECHA, sucursalId: A.sucursalId }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('refuses users without a report flag and bad input with a Spanish message', async () => {
    expect((await errorDe(psicologa.caller.reportes.informeGeneral({ fecha: FECHA }))).code).toBe(
      'FORBIDDEN',
    );
    const e = await errorDe(jefe.caller.reportes.informeGeneral({ fecha: '' }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(e.cause)).toContain(M.fechaRequerida);
  });

  it('a date whose columns reach days no longer recomputed is computed from the source tables at once: same figures, never refused', async () => {
    // 500 days later FECHA's columns lie before the recomputed window: that report is computed directly.
    const despues = new Date(Date.parse(`${FECHA}T17:00:00Z`) + 500 * 86_400_000);
    expect(FECHA < fechaMinimaInforme(fechaEnZonaNegocio(despues))).toBe(true);
    const jefeDespues = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff', now: () => despues });
    const cifras = (r: Awaited<ReturnType<typeof jefe.caller.reportes.informeGeneral>>) =>
      [...r.meses, ...r.semanas].map((c) => [
        c.clave,
        c.embudo,
        c.terminos,
        c.nivelServicio,
        c.efectividadEnvio,
      ]);
    for (const filtros of [{}, { sucursalId: A.sucursalId }, { sucursalId: B.sucursalId }]) {
      const leido = await jefe.caller.reportes.informeGeneral({ fecha: FECHA, ...filtros });
      const historico = await jefeDespues.caller.reportes.informeGeneral({ fecha: FECHA, ...filtros });
      expect(historico).toMatchObject({ calculando: false, calculadoEn: despues });
      expect(cifras(historico)).toEqual(cifras(leido));
    }
    expect((await jefe.caller.reportes.informeGeneral({ fecha: '1900-01-01' })).calculando).toBe(false);
    expect((await clientePortal.caller.reportes.informeCliente({ fecha: '1900-01-01' })).calculando).toBe(
      false,
    );
  });
});

describe('reportes.filas', () => {
  it('lists the orders and candidates behind a number, within the scope', async () => {
    const entrada = {
      medida: 'pedidosRecibidos' as const,
      desde: '2026-06-01',
      hasta: '2026-06-07',
      sucursalId: B.sucursalId,
    };
    const todos = await jefe.caller.reportes.filas(entrada);
    expect(todos).toMatchObject({ origen: 'pedidos', total: 3 });
    expect(todos.filas.map((f) => f.vacantes).sort()).toEqual([1, 1, 5]);
    const suyos = await ejecutivo.caller.reportes.filas(entrada);
    expect(suyos.total).toBe(2);
    expect(suyos.filas.every((f) => f.vacantes === 1)).toBe(true);
    const delGerente = await gerenteA.caller.reportes.filas({ ...entrada, sucursalId: undefined });
    expect(delGerente.total).toBe(1);

    const contratados = await jefe.caller.reportes.filas({
      medida: 'contratados',
      desde: '2026-06-01',
      hasta: '2026-06-07',
      sucursalId: A.sucursalId,
    });
    expect(contratados).toMatchObject({ origen: 'candidatos', total: 2 });
    expect(contratados.filas[0]).toMatchObject({
      estado: 'Se presenta en lugar de trabajo',
      candidato: expect.stringContaining('Persona') as unknown,
    });
    const e = await errorDe(gerenteA.caller.reportes.filas(entrada));
    expect(e.message).toBe(M.filtroSucursalNoPermitido);
  });
});

describe('reportes.filas de los términos del nivel de servicio', () => {
  it('lists the orders behind each term (what each adds), within the scope; they add up to the figure', async () => {
    const s = semana1(await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: B.sucursalId }));
    const periodo = { desde: s.desde, hasta: s.hasta, sucursalId: B.sucursalId };
    const suma = (r: { filas: { aporte: number | null }[] }) =>
      r.filas.reduce((t, f) => t + (f.aporte ?? 0), 0);
    // B that week: two due orders nobody filled (1 and 5 vacancies, the 5 of another client) and one not due yet.
    const vP = await jefe.caller.reportes.filas({ medida: 'vP', ...periodo });
    // Two orders, six vacancies: the list says the term itself (vacancies), not only how many orders.
    expect(vP).toMatchObject({ origen: 'pedidos', total: 2, suma: 6 });
    expect(suma(vP)).toBe(s.terminos.vP);
    expect(s.terminos.vP).toBe(6);
    expect((await jefe.caller.reportes.filas({ medida: 'vPCHF', ...periodo })).total).toBe(0);
    // The executive does not see the other client's order behind the same term.
    const suyos = await ejecutivo.caller.reportes.filas({ medida: 'vP', ...periodo });
    expect(suyos.filas.map((f) => f.aporte)).toEqual([1]);

    // A that week: 2 vacancies filled on time → the same order behind vPCHF (numerator) and vP (denominator).
    const a = semana1(await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: A.sucursalId }));
    const deA = { desde: a.desde, hasta: a.hasta, sucursalId: A.sucursalId };
    const chf = await jefe.caller.reportes.filas({ medida: 'vPCHF', ...deA });
    expect(chf.filas.map((f) => f.aporte)).toEqual([a.terminos.vPCHF]);
    expect(a.terminos.vPCHF).toBe(2);
    expect((await jefe.caller.reportes.filas({ medida: 'vP', ...deA })).filas.map((f) => f.pedidoId)).toEqual(
      chf.filas.map((f) => f.pedidoId),
    );
    // Funnel rows carry no contribution.
    expect(
      (await jefe.caller.reportes.filas({ medida: 'pedidosRecibidos', ...deA })).filas.every(
        (f) => f.aporte === null,
      ),
    ).toBe(true);
  });
});

describe('reportes.validar', () => {
  it('freezes a week: later data shows as the difference, never changes the frozen figures', async () => {
    const v = await jefe.caller.reportes.validar({ sucursalId: A.sucursalId, fecha: '2026-06-03' });
    expect(v).toMatchObject({
      desde: '2026-06-01',
      hasta: '2026-06-07',
      cifras: { nivelServicio: 100, embudo: { pedidosRecibidos: 1 } },
    });
    const otra = await errorDe(
      jefe.caller.reportes.validar({ sucursalId: A.sucursalId, fecha: '2026-06-05' }),
    );
    expect([otra.code, otra.message]).toEqual(['CONFLICT', M.yaValidado]);

    // New data in that week (a due order nobody filled) and the job recomputes the days.
    await A.pedido({ solicitud: '2026-06-02', negociada: '2026-06-04', vacantes: 1 });
    await calcularIndicadores(db.orm, new Date());
    const s = semana1(await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: A.sucursalId }));
    expect(s.nivelServicio).toBe(100);
    expect(s.embudo.pedidosRecibidos).toBe(1);
    expect(s.validado).toMatchObject({
      validadoPor: 'Juliana Restrepo Gómez',
      actual: { nivelServicio: 66.67 },
      diferencia: { nivelServicio: -33.33 },
    });
    expect(s.validado!.diferencia.embudo.pedidosRecibidos).toBe(1);
    // The branch manager sees the same validated week.
    expect(semana1(await gerenteA.caller.reportes.informeGeneral({ fecha: FECHA })).validado?.id).toBe(v.id);
    // Not validated: the other branch.
    expect(
      semana1(await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: B.sucursalId })).validado,
    ).toBeNull();

    const lista = await jefe.caller.reportes.validados({ sucursalId: A.sucursalId });
    expect(lista.filas.map((f) => [f.desde, f.nivelServicio])).toEqual([['2026-06-01', 100]]);
  });

  it('only change_E2 / change_encargado choose the date; the others validate the last closed week', async () => {
    const e = await errorDe(
      validadorSinFecha.caller.reportes.validar({ sucursalId: B.sucursalId, fecha: '2026-06-03' }),
    );
    expect([e.code, e.message]).toEqual(['FORBIDDEN', M.fechaValidarNoPermitida]);
    const actual = await validadorSinFecha.caller.reportes.validar({ sucursalId: B.sucursalId });
    expect(actual.hasta < fechaEnZonaNegocio(new Date())).toBe(true);
    expect(actual.validadoPor).toBe('Usuario De reportes');
    const futura = await errorDe(
      jefe.caller.reportes.validar({ sucursalId: B.sucursalId, fecha: '2099-01-01' }),
    );
    expect(futura.code).toBe('BAD_REQUEST');
    const sinSucursal = await errorDe(jefe.caller.reportes.validar({ sucursalId: 999_999 }));
    expect(sinSucursal.code).toBe('BAD_REQUEST');
    expect((await errorDe(ejecutivo.caller.reportes.validar({ sucursalId: A.sucursalId }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('reportes.psicologos', () => {
  it('lists who acts as psychologist (encargado of an order in scope, or Psicologos_Seleccion), the branch of a branch-limited viewer', async () => {
    // In charge of an order of A / of B (cancelled long before June: the June figures do not change).
    const deA = await usuarioReporte(db.orm, { banderas: [] });
    const deB = await usuarioReporte(db.orm, { banderas: [] });
    const [idA, idB] = await Promise.all(
      [deA, deB].map(
        async (u) => (await A.sql<{ id: number }>('select id from usuario where username = ?', [u]))[0]!.id,
      ),
    );
    await A.pedido({ solicitud: '2026-01-10', cancelado: '2026-01-11', encargadoId: idA });
    await B.pedido({ solicitud: '2026-01-10', cancelado: '2026-01-11', encargadoId: idB });
    // A selection psychologist of branch A who is in charge of nothing yet.
    const psicologaA = await usuarioReporte(db.orm, {
      banderas: [],
      grupos: [GRUPO_PSICOLOGOS],
      sucursalId: A.sucursalId,
    });
    const [idPsicologaA] = await A.sql<{ id: number }>('select id from usuario where username = ?', [
      psicologaA,
    ]);
    const sinPedidos = await usuarioReporte(db.orm, { banderas: ['read_cita'], sucursalId: A.sucursalId });
    const [idSinPedidos] = await A.sql<{ id: number }>('select id from usuario where username = ?', [
      sinPedidos,
    ]);
    const [mercaderista] = await A.sql<{ id: number }>(
      `select u.id from usuario u join usuario_grupo ug on ug.usuario_id = u.id join grupo g on g.id = ug.grupo_id where g.nombre = ? limit 1`,
      [GRUPO_MERCADERISTAS],
    );
    const [portal] = await A.sql<{ id: number }>('select id from usuario where es_staff_cliente limit 1');
    expect([mercaderista, portal].every(Boolean)).toBe(true);

    const ids = (l: { id: number }[]) => l.map((u) => u.id);
    const deJefe = ids(await jefe.caller.reportes.psicologos());
    expect(deJefe).toEqual(expect.arrayContaining([idA, idB, idPsicologaA!.id]));
    expect((await jefe.caller.reportes.psicologos()).some((u) => u.nombre === 'Paula Sánchez Ortiz')).toBe(
      true,
    );
    for (const ajeno of [idSinPedidos!.id, mercaderista!.id, portal!.id]) expect(deJefe).not.toContain(ajeno);

    // The branch manager of A: who acts in A only.
    const deGerente = ids(await gerenteA.caller.reportes.psicologos());
    expect(deGerente).toEqual(expect.arrayContaining([idA, idPsicologaA!.id]));
    expect(deGerente).not.toContain(idB);
    expect(
      (await gerenteA.caller.reportes.psicologos()).some((u) => u.nombre === 'Paula Sánchez Ortiz'),
    ).toBe(false);
    expect((await errorDe(psicologa.caller.reportes.psicologos())).code).toBe('FORBIDDEN');
  });
});
