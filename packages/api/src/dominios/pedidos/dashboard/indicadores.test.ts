import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  agruparPorEtapa,
  hoyIso,
  leerTarjetas,
  MENSAJES_INDICADORES,
  SERIES_SEMANALES,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type TestSession } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';

/** Confecciones del Valle: not a client of the demo psychologist. */
const CLIENTE_FUERA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
/** A new ordinary order of one of the psychologist's clients (in Bogotá), and one of another client. */
let propio: { id: number; cliente_id: number; ciudad_id: number };
let ajeno: { id: number; cliente_id: number };
/** A city none of the two orders is in. */
let otraCiudadId: number;

/** Calls the current view and reads its cards, validating every one against TarjetaPedidoSchema. */
async function vig(s: TestSession, f: Parameters<TestSession['caller']['pedidos']['dashboard']>[0]) {
  const r = await s.caller.pedidos.dashboard(f);
  return { ...r, tarjetas: leerTarjetas(r.tarjetasJson, true) };
}

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}
/** Local time on a day of the week of Monday 2 March 2020 (nothing of the demo lives there). */
const dia = (d: number, h = 10) => new Date(2020, 2, 2 + d, h).toISOString();
async function evento(pedido: number, tipo: number, nuevo: number, fecha: string) {
  await sql('insert into evento_pedido (pedido_id, tipo_evento, estado_nuevo, fecha) values (?, ?, ?, ?)', [
    pedido,
    tipo,
    nuevo,
    fecha,
  ]);
}
const serie = (r: { series: { clave: string; datos: number[] }[] }, clave: string) =>
  r.series.find((s) => s.clave === clave)?.datos;

beforeAll(async () => {
  db = await createTestDatabase('dashboard_indicadores');
  jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
  psicologa = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' });
  const fabricas = fabricasDe(db.orm);
  const suyo = await fabricas.pedido();
  const otro = await fabricas.pedido({ cliente: CLIENTE_FUERA });
  const propios = psicologa.usuario!.clientes.map((c) => c.id);
  expect(propios).toContain(suyo.clienteId);
  expect(propios).not.toContain(otro.clienteId);
  const [{ ciudad_id: ciudadId }] = (await sql<{ ciudad_id: number }>(
    'select ciudad_id from pedido where id = ?',
    [suyo.id],
  )) as [{ ciudad_id: number }];
  propio = { id: suyo.id, cliente_id: suyo.clienteId, ciudad_id: ciudadId };
  ajeno = { id: otro.id, cliente_id: otro.clienteId };
  const otraCiudad = (await jefe.caller.catalogos.ciudades({ texto: 'Medellín' })).find(
    (c) => c.id !== ciudadId,
  );
  if (!otraCiudad) throw new Error('Datos de prueba: no existe Medellín');
  otraCiudadId = otraCiudad.id;
  // A past week's action log and request dates (no procedure writes past dates).
  // Week of 2 March 2020: Monday…Friday, plus Saturday (outside the five columns).
  for (const p of [propio.id, ajeno.id]) {
    await evento(p, 4, 1, dia(0)); // CV sent Monday
    await evento(p, 4, 1, dia(0, 15)); // another Monday
    await evento(p, 4, 3, dia(1)); // rejected Tuesday
    await evento(p, 4, 5, dia(1)); // fails interview Tuesday
    await evento(p, 4, 8, dia(2)); // hired Wednesday
    await evento(p, 0, 5, dia(3)); // finished Thursday
    await evento(p, 0, 0, dia(4)); // cancelled Friday
    await evento(p, 4, 1, dia(5)); // Saturday: not shown
    await evento(p, 7, 0, dia(0)); // a comment: not a series
  }
  await sql('update pedido set fecha_solicitud = ? where id in (?, ?)', [dia(2, 9), propio.id, ajeno.id]);
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidos.indicadoresSemanales', () => {
  it('five weekdays and the six series, counted from the action log and the request dates', async () => {
    const r = await jefe.caller.pedidos.indicadoresSemanales({ semana: '2020-03-04' });
    expect(r.dias).toEqual(['2020-03-02', '2020-03-03', '2020-03-04', '2020-03-05', '2020-03-06']);
    expect(r.series.map((s) => s.clave)).toEqual(SERIES_SEMANALES.map((s) => s.clave));
    expect(serie(r, 'hvEnviadas')).toEqual([4, 0, 0, 0, 0]);
    expect(serie(r, 'personasRechazadas')).toEqual([0, 4, 0, 0, 0]);
    expect(serie(r, 'contratados')).toEqual([0, 0, 2, 0, 0]);
    expect(serie(r, 'pedidosIngresados')).toEqual([0, 0, 2, 0, 0]);
    expect(serie(r, 'procesosRealizados')).toEqual([0, 0, 0, 2, 0]);
    expect(serie(r, 'pedidosCancelados')).toEqual([0, 0, 0, 0, 2]);
  });

  it('is scoped to the clients of the user and follows the client/city filters', async () => {
    const r = await psicologa.caller.pedidos.indicadoresSemanales({ semana: '2020-03-02' });
    expect(serie(r, 'hvEnviadas')).toEqual([2, 0, 0, 0, 0]);
    expect(serie(r, 'pedidosIngresados')).toEqual([0, 0, 1, 0, 0]);
    const otro = await psicologa.caller.pedidos.indicadoresSemanales({
      semana: '2020-03-02',
      clienteId: ajeno.cliente_id,
    });
    expect(otro.series.every((s) => s.datos.every((n) => n === 0))).toBe(true);
    // Both orders are in the same city (Bogotá, the factories' city); none in the other one.
    const ciudad = await jefe.caller.pedidos.indicadoresSemanales({
      semana: '2020-03-06',
      ciudadId: propio.ciudad_id,
    });
    expect(serie(ciudad, 'contratados')).toEqual([0, 0, 2, 0, 0]);
    const enOtra = await jefe.caller.pedidos.indicadoresSemanales({
      semana: '2020-03-06',
      ciudadId: otraCiudadId,
    });
    expect(enOtra.series.every((s) => s.datos.every((n) => n === 0))).toBe(true);
  });

  it('defaults to the current week', async () => {
    const r = await jefe.caller.pedidos.indicadoresSemanales({});
    expect(r.dias).toHaveLength(5);
    expect(new Date(`${r.dias[0]}T12:00:00`).getDay()).toBe(1);
    expect(r.dias[0]! <= hoyIso()).toBe(true);
    expect((await errorDe(jefe.caller.pedidos.indicadoresSemanales({ semana: 'ayer' }))).code).toBe(
      'BAD_REQUEST',
    );
  });

  it('the current week is the Bogotá one and the answer names it, whatever week is asked', async () => {
    // Monday 23 November 2026 03:00 UTC is still Sunday 22 November 22:00 in Bogotá.
    const domingoNoche = await callerFor(db.orm, {
      usuario: 'jefe',
      portal: 'staff',
      now: () => new Date('2026-11-23T03:00:00Z'),
    });
    const r = await domingoNoche.caller.pedidos.indicadoresSemanales({});
    expect(r.dias).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(r.semanaActual).toBe('2026-11-16');
    const anterior = await domingoNoche.caller.pedidos.indicadoresSemanales({ semana: '2026-11-09' });
    expect(anterior.dias[0]).toBe('2026-11-09');
    expect(anterior.semanaActual).toBe('2026-11-16');
  });

  it('counts each event on its Bogotá calendar day', async () => {
    await evento(propio.id, 4, 1, '2020-04-06T04:30:00Z'); // Sunday 5 April 23:30 in Bogotá: not in the week
    await evento(propio.id, 4, 1, '2020-04-11T02:30:00Z'); // Friday 10 April 21:30 in Bogotá
    const r = await jefe.caller.pedidos.indicadoresSemanales({ semana: '2020-04-06' });
    expect(serie(r, 'hvEnviadas')).toEqual([0, 0, 0, 0, 1]);
  });

  it('a bad week answers BAD_REQUEST with one Spanish message for the field', async () => {
    for (const malo of ['ayer', '2026-02-30', '16/11/2026']) {
      const e = await errorDe(jefe.caller.pedidos.indicadoresSemanales({ semana: malo }));
      expect(e.code).toBe('BAD_REQUEST');
      expect(formaDeError(e).data.campos).toEqual({ semana: [MENSAJES_INDICADORES.semanaInvalida] });
    }
  });
});

describe('pedidos.resumenIndicadores', () => {
  it('per stage: orders, vacancies, fulfilled and vencidos agree with the cards', async () => {
    const { filas } = await jefe.caller.pedidos.resumenIndicadores({});
    const { tarjetas } = await vig(jefe, {});
    expect(filas.map((f) => f.etapa)).toEqual([1, 2, 3, 4]);
    for (const col of agruparPorEtapa(tarjetas, 'vigentes')) {
      const fila = filas.find((f) => f.etapa === col.etapa)!;
      expect(fila.pedidos).toBe(col.tarjetas.length);
      expect(fila.vacantes).toBe(col.tarjetas.reduce((s, t) => s + t.vacantes, 0));
      expect(fila.cumplidas).toBe(col.tarjetas.reduce((s, t) => s + t.vacantesCumplidas, 0));
      expect(fila.vencidos).toBe(col.tarjetas.filter((t) => t.diasRestantes <= 0).length);
    }
    expect(filas.reduce((s, f) => s + f.vencidos, 0)).toBeGreaterThan(0);
    // The order requested in 2020 (stage 1, not approved) is among the vencidos.
    expect(tarjetas.find((t) => t.id === propio.id)).toMatchObject({ estado: 1 });
    expect(tarjetas.find((t) => t.id === propio.id)!.diasRestantes).toBeLessThanOrEqual(0);
  });

  it('is scoped: the psychologist counts only her clients', async () => {
    const suyo = await psicologa.caller.pedidos.resumenIndicadores({});
    const tarjetas = (await vig(psicologa, {})).tarjetas;
    expect(suyo.filas.reduce((s, f) => s + f.pedidos, 0)).toBe(tarjetas.length);
    const otro = await psicologa.caller.pedidos.resumenIndicadores({ clienteId: ajeno.cliente_id });
    expect(otro.filas.every((f) => f.pedidos === 0)).toBe(true);
    // Control: that client does have current orders (the one built here), the jefe counts them.
    const delJefe = await jefe.caller.pedidos.resumenIndicadores({ clienteId: ajeno.cliente_id });
    expect(delJefe.filas.find((f) => f.etapa === 1)!.pedidos).toBeGreaterThanOrEqual(1);
  });
});

describe('pedidos.opcionesFiltro', () => {
  it('branches, the order-type catalogue and the creators of orders in scope', async () => {
    const r = await jefe.caller.pedidos.opcionesFiltro();
    expect(r.sucursales.length).toBeGreaterThan(0);
    expect(r.tiposPedido.map((t) => t.codigo)).toEqual(
      expect.arrayContaining(['NUEVO', 'REINGRESO', 'ENVIADO_POR_CLIENTE']),
    );
    const creadores = await sql<{ id: number }>(
      'select distinct created_by_id as id from pedido where not es_stock and not es_hijo order by 1',
    );
    expect(r.creadores.map((c) => c.id).sort((a, b) => a - b)).toEqual(creadores.map((c) => c.id));
    const suyo = await psicologa.caller.pedidos.opcionesFiltro();
    const propios = `{${psicologa.usuario!.clientes.map((c) => c.id).join(',')}}`;
    const esperados = await sql<{ id: number }>(
      'select distinct created_by_id as id from pedido where not es_stock and not es_hijo and cliente_id = any(?::int[]) order by 1',
      [propios],
    );
    expect(suyo.creadores.map((c) => c.id).sort((a, b) => a - b)).toEqual(esperados.map((c) => c.id));
  });
});
