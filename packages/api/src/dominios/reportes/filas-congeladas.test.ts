/**
 * The rows behind a validated week's figures against a real PostgreSQL: "Validar" freezes them with the figures, they
 * add up to the frozen figures, later data never changes them (today's rows, on request, add up to today's figures),
 * and only where the report shows the frozen figures (the whole branch, to a user who sees every client, the week).
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  CLAVES_CIFRA_CON_FILAS,
  esTerminoNivel,
  GRUPO_EJECUTIVOS_LIDER,
  GRUPO_GERENTE_SUCURSAL,
  type CifraConFilas,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, sesionesStaff, type TestSession } from '../../testing';
import { calcularIndicadores } from './servicios/pendientes';
import { nuevoEscenario, type Escenario } from './testing/escenario';
import { usuarioReporte } from './testing/usuarios';

const FECHA = '2026-06-10';
const SEMANA = { desde: '2026-06-01', hasta: '2026-06-07' };
const OTRO_CLIENTE = '901234567';

type Filas = Awaited<ReturnType<TestSession['caller']['reportes']['filas']>>;
type Cifras = Pick<
  Awaited<ReturnType<TestSession['caller']['reportes']['validar']>>['cifras'],
  'embudo' | 'terminos'
>;

let db: TestDatabase;
let C: Escenario;
let jefe: TestSession;
let validacionId: number;
let congeladas: Cifras;
let x: number;
let y: number;

const semana1 = <T extends { semanas: { clave: string }[] }>(r: T) =>
  r.semanas.find((s) => s.clave === 'semana-1') as T['semanas'][number];
const cifraDe = (c: CifraConFilas, cifras: Cifras) =>
  esTerminoNivel(c) ? cifras.terminos[c] : cifras.embudo[c];
/** What a list adds up to, read as the figure it is behind: a term's sum, the vacancies of the orders received, or the rows. */
const sumaDeFilas = (c: CifraConFilas, r: Filas) => {
  if (esTerminoNivel(c)) return r.suma;
  if (c === 'vacantes') return r.filas.reduce((t, f) => t + f.vacantes, 0);
  return r.total;
};
const filas = (
  sesion: TestSession,
  medida: CifraConFilas,
  extra: { actuales?: boolean; sucursalId?: number; clienteId?: number } = {},
) => sesion.caller.reportes.filas({ medida, ...SEMANA, sucursalId: C.sucursalId, ...extra });

beforeAll(async () => {
  db = await createTestDatabase('reportes_filas_congeladas');
  C = await nuevoEscenario(db.orm);
  [jefe] = await sesionesStaff(db.orm, 'jefe');
  const [otro] = await C.sql<{ id: number }>('select id from cliente where numero_documento = ?', [
    OTRO_CLIENTE,
  ]);

  // The week of 01/06 in a new branch, every figure with rows but vPaCHF:
  // x due 04/06, 2 vacancies, one filled on time (vP 2, vPCHF 1) by a candidate through every step, another refused;
  x = await C.pedido({ solicitud: '2026-06-02', negociada: '2026-06-04', vacantes: 2 });
  await C.candidato(x, [
    [1, '2026-06-02'],
    [2, '2026-06-02'],
    [4, '2026-06-03'],
    [6, '2026-06-03'],
    [8, '2026-06-03'],
  ]);
  await C.candidato(x, [
    [1, '2026-06-02'],
    [3, '2026-06-03'],
  ]);
  // y due with a CV waiting on the client (PPCC); z received before the week, due, nobody sent (vPa 3);
  y = await C.pedido({ solicitud: '2026-06-02', negociada: '2026-06-04', vacantes: 1 });
  await C.candidato(y, [[1, '2026-06-03']]);
  await C.pedido({ solicitud: '2026-05-20', negociada: '2026-05-25', vacantes: 3 });
  // w not due yet and filled (CEP); t finished in the week, filled on time long before (vFCHF, terminados);
  const w = await C.pedido({ solicitud: '2026-06-03', negociada: '2026-06-20', vacantes: 1 });
  await C.candidato(w, [
    [1, '2026-06-04'],
    [8, '2026-06-05'],
  ]);
  const t = await C.pedido({
    solicitud: '2026-05-10',
    negociada: '2026-05-15',
    vacantes: 1,
    terminado: '2026-06-05',
  });
  await C.candidato(t, [
    [1, '2026-05-11'],
    [8, '2026-05-12'],
  ]);
  // and another client's order cancelled the day after it arrived.
  await C.pedido({ solicitud: '2026-06-01', cancelado: '2026-06-02', clienteId: otro!.id });

  const v = await jefe.caller.reportes.validar({ sucursalId: C.sucursalId, fecha: '2026-06-03' });
  validacionId = v.id;
  congeladas = v.cifras;
});
afterAll(async () => {
  await db?.drop();
});

describe('reportes.filas de una semana validada', () => {
  it('lists the rows frozen with the figures, and they add up to each frozen figure', async () => {
    expect(congeladas.embudo).toMatchObject({
      pedidosRecibidos: 4,
      vacantes: 5,
      hvEnviadas: 4,
      contratados: 2,
      rechazados: 1,
      pedidosCancelados: 1,
      pedidosTerminados: 1,
    });
    expect(congeladas.terminos).toEqual({ vPaCHF: 0, vPCHF: 1, vFCHF: 1, CEP: 1, vPa: 3, vP: 2, PPCC: 1 });
    for (const medida of CLAVES_CIFRA_CON_FILAS) {
      const r = await filas(jefe, medida);
      expect({ medida, congeladas: r.congeladas, paginas: r.paginas <= 1 }).toEqual({
        medida,
        congeladas: true,
        paginas: true,
      });
      expect({ medida, suma: sumaDeFilas(medida, r) }).toEqual({ medida, suma: cifraDe(medida, congeladas) });
      if (esTerminoNivel(medida)) expect(r.filas.reduce((s, f) => s + (f.aporte ?? 0), 0)).toBe(r.suma);
    }
    const r = await filas(jefe, 'hvEnviadas');
    expect(r.validacion).toMatchObject({
      id: validacionId,
      validadoPor: 'Juliana Restrepo Gómez',
      filasCongeladas: true,
    });
    expect(r.validacion!.validadoEn).toBeInstanceOf(Date);
    expect(r.filas[0]).toMatchObject({
      pedidoId: x,
      estado: 'Enviado a cliente',
      candidato: expect.stringContaining('Persona') as unknown,
    });
  });

  it("new data changes the week: the frozen rows stay, today's (actuales) add up to today's figures", async () => {
    // After validating: x gets 3 more vacancies, a new order due unfilled, y filled (no longer PPCC).
    await C.sql('update pedido set vacantes = 5 where id = ?', [x]);
    await C.pedido({ solicitud: '2026-06-04', negociada: '2026-06-05', vacantes: 4 });
    await C.candidato(y, [
      [1, '2026-06-03'],
      [8, '2026-06-04'],
    ]);
    await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: C.sucursalId });
    await calcularIndicadores(db.orm, new Date());
    const s = semana1(await jefe.caller.reportes.informeGeneral({ fecha: FECHA, sucursalId: C.sucursalId }));
    expect(s.validado?.id).toBe(validacionId);
    const hoy = s.validado!.actual;
    expect(hoy.embudo.vacantes).toBe(congeladas.embudo.vacantes + 7);
    expect([hoy.terminos.vP, hoy.terminos.PPCC]).toEqual([congeladas.terminos.vP + 8, 0]);

    for (const medida of CLAVES_CIFRA_CON_FILAS) {
      const frozen = await filas(jefe, medida);
      expect({ medida, congeladas: frozen.congeladas, suma: sumaDeFilas(medida, frozen) }).toEqual({
        medida,
        congeladas: true,
        suma: cifraDe(medida, congeladas),
      });
      const actuales = await filas(jefe, medida, { actuales: true });
      expect({ medida, congeladas: actuales.congeladas, suma: sumaDeFilas(medida, actuales) }).toEqual({
        medida,
        congeladas: false,
        suma: cifraDe(medida, hoy),
      });
      // Today's list still says the week is validated (the screen offers the frozen rows back).
      expect(actuales.validacion?.id).toBe(validacionId);
    }
    // The frozen row keeps what the order counted then; today's says what it counts now.
    expect((await filas(jefe, 'vacantes')).filas.find((f) => f.pedidoId === x)?.vacantes).toBe(2);
    expect(
      (await filas(jefe, 'vacantes', { actuales: true })).filas.find((f) => f.pedidoId === x)?.vacantes,
    ).toBe(5);
    expect((await filas(jefe, 'PPCC')).filas.map((f) => f.pedidoId)).toEqual([y]);
    expect((await filas(jefe, 'PPCC', { actuales: true })).total).toBe(0);
  });

  it("only where the report shows the frozen figures: the whole branch, to who sees every client, the week's column", async () => {
    // The branch manager (their only branch, every client) reads them without a branch filter.
    const gerente = await usuarioReporte(db.orm, {
      banderas: ['read_reportesOperaciones_gerente_operaciones', 'add_todos_los_clientes'],
      grupos: [GRUPO_GERENTE_SUCURSAL],
      sucursalId: C.sucursalId,
    });
    const deGerente = await callerFor(db.orm, { usuario: gerente, portal: 'staff' });
    const delGerente = await filas(deGerente, 'pedidosCancelados', { sucursalId: undefined });
    expect([delGerente.congeladas, delGerente.total]).toEqual([true, 1]);

    // A user limited to some clients never sees the branch's frozen rows: today's, within their clients.
    const limitado = await usuarioReporte(db.orm, {
      banderas: ['read_reportesOperaciones_todos'],
      grupos: [GRUPO_EJECUTIVOS_LIDER],
      clientes: ['900123456'],
    });
    const deLimitado = await callerFor(db.orm, { usuario: limitado, portal: 'staff' });
    const suyas = await filas(deLimitado, 'pedidosCancelados');
    expect([suyas.validacion, suyas.congeladas, suyas.total]).toEqual([null, false, 0]);

    // A client filter, or a longer period that starts on that Monday (June so far): not the validated figures.
    const [cliente] = await C.sql<{ id: number }>('select id from cliente where numero_documento = ?', [
      OTRO_CLIENTE,
    ]);
    expect((await filas(jefe, 'pedidosCancelados', { clienteId: cliente!.id })).validacion).toBeNull();
    const junio = await jefe.caller.reportes.filas({
      medida: 'vacantes',
      desde: '2026-06-01',
      hasta: FECHA,
      sucursalId: C.sucursalId,
    });
    expect([junio.validacion, junio.congeladas]).toEqual([null, false]);
  });

  it("a week validated before its rows were frozen lists today's rows and says so", async () => {
    const D = await nuevoEscenario(db.orm);
    await D.pedido({ solicitud: '2026-05-26', vacantes: 2 });
    const [jefeId] = await D.sql<{ id: number }>(`select id from usuario where username = 'jefe'`);
    await D.sql(
      `insert into indicador_validado (sucursal_id, desde, hasta, cifras, validado_por_id, validado_en)
       select ?, '2026-05-25', '2026-05-31', cifras, ?, now() from indicador_validado where id = ?`,
      [D.sucursalId, jefeId!.id, validacionId],
    );
    const r = await jefe.caller.reportes.filas({
      medida: 'pedidosRecibidos',
      desde: '2026-05-25',
      hasta: '2026-05-31',
      sucursalId: D.sucursalId,
    });
    expect(r).toMatchObject({ congeladas: false, total: 1, validacion: { filasCongeladas: false } });
    const [n] = await D.sql<{ n: number }>(
      'select count(*)::int as n from indicador_validado_fila where indicador_validado_id = ?',
      [validacionId],
    );
    expect(n!.n).toBeGreaterThan(0);
  });
});
