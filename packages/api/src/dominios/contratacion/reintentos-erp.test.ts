/**
 * ERP outages heal without a person: a network failure leaves the filing Pendiente with an exponential back-off
 * (proximo_intento), the worker's pass skips it until then, a 10-minute outage ends in Enviado, and only an outage of
 * hours ends in Error. The clock is the worker's `ahora` (no waiting on time).
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clienteErpHttp } from '../../nucleo/integraciones/erp';
import { REINTENTOS_INTEGRACIONES, retrasoReintento } from '../../nucleo/outbox/respuesta';
import { consultasSql, sesionesStaff, type TestSession } from '../../testing';
import { iniciarErpPrueba, type ErpPrueba } from '../../testing/erp-prueba';
import { pendientesDe } from '../../nucleo/outbox/filas';
import { entregarErp } from './servicios/entrega-erp';
import { candidatoEn, LA_SABANA, ordenValida } from './testing/apoyo';

let db: TestDatabase;
let erp: ErpPrueba;
let ejecutivo: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('contratacion-reintentos-erp');
  erp = await iniciarErpPrueba();
  [ejecutivo] = await sesionesStaff(db.orm, 'ejecutivo');
});
afterEach(() => {
  delete process.env.ERP_URL;
  erp.reiniciar();
});
afterAll(async () => {
  await erp?.cerrar();
  await db?.drop();
});

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => consultasSql(db.orm).sql<T>(q, p);

/** A saved order whose filing is queued; returns its outbox row. */
async function radicacionEncolada() {
  process.env.ERP_URL = erp.url;
  const c = await candidatoEn(db, LA_SABANA);
  const o = await ejecutivo.caller.contratacion.crear({
    pedidoId: c.pedidoId,
    candidatoPedidoIds: [c.cpId],
    orden: await ordenValida(db),
  });
  await ejecutivo.caller.contratacion.radicar({ id: o.id, version: o.version });
  const [fila] = await sql<{ id: number }>(
    "select id::int as id from mensaje_saliente where tipo = 'erp' and destino = 'radicacion' and referencia = ?",
    [`orden_contratacion:${o.id}`],
  );
  return { ordenId: o.id, filaId: fila!.id };
}

/**
 * The periodic worker's passes on a simulated clock from `inicio`, with the ERP down while `caido(t)`: each pass comes
 * when the row is due (the pass a second before must skip it); stops when the row leaves Pendiente.
 */
async function simular(filaId: number, inicio: number, caido: (t: number) => boolean) {
  const config = { url: erp.url, token: 'secreto' };
  let t = inicio;
  for (let pasadas = 1; pasadas <= 50; pasadas++) {
    expect(await pendientesDe(db.orm, 'erp', 500, new Date(t))).toContain(filaId);
    erp.caido = caido(t);
    const r = await entregarErp(db.orm, filaId, {
      intentosMaximos: REINTENTOS_INTEGRACIONES.intentos,
      erp: clienteErpHttp(config),
      config,
      ahora: () => new Date(t),
    });
    if (r.resultado !== 'reintentar') return { r, t, pasadas };
    const [fila] = await sql<{ proximo_intento: Date }>(
      'select proximo_intento from mensaje_saliente where id = ?',
      [filaId],
    );
    const siguiente = new Date(fila!.proximo_intento).getTime();
    expect(await pendientesDe(db.orm, 'erp', 500, new Date(siguiente - 1000))).not.toContain(filaId);
    t = siguiente;
  }
  throw new Error('La fila nunca salió de Pendiente');
}

describe('ERP back-off', () => {
  it('the waits double from 30 s and stop growing at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((n) => retrasoReintento(n))).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });

  it('a network failure leaves the filing Pendiente until its back-off; the worker skips it meanwhile', async () => {
    const { filaId } = await radicacionEncolada();
    const inicio = Date.now();
    erp.caido = true;
    const config = { url: erp.url, token: 'secreto' };
    const r = await entregarErp(db.orm, filaId, {
      intentosMaximos: REINTENTOS_INTEGRACIONES.intentos,
      erp: clienteErpHttp(config),
      config,
      ahora: () => new Date(inicio),
    });
    expect(r).toMatchObject({ resultado: 'reintentar', intentos: 1 });
    const [fila] = await sql<{ estado: number; proximo_intento: Date }>(
      'select estado, proximo_intento from mensaje_saliente where id = ?',
      [filaId],
    );
    expect(fila!.estado).toBe(0);
    expect(new Date(fila!.proximo_intento).getTime()).toBe(inicio + 30_000);
    expect(await pendientesDe(db.orm, 'erp', 500, new Date(inicio + 29_000))).not.toContain(filaId);
    expect(await pendientesDe(db.orm, 'erp', 500, new Date(inicio + 30_000))).toContain(filaId);
  });

  it('a 10-minute outage heals by itself: the filing is Enviado, never Error', async () => {
    const { ordenId, filaId } = await radicacionEncolada();
    const inicio = Date.now();
    const fin = inicio + 10 * 60_000;
    const { r, t, pasadas } = await simular(filaId, inicio, (x) => x < fin);
    expect(r).toEqual({ resultado: 'enviado' });
    expect(t).toBeGreaterThanOrEqual(fin);
    // 30 s + 1 + 2 + 4 min = 7.5 min, then 8 min more: the 6th attempt (at 15.5 min) finds the ERP up.
    expect(pasadas).toBe(6);
    expect(await ejecutivo.caller.contratacion.obtener({ id: ordenId })).toMatchObject({ radicado: true });
  });

  it('an outage of hours ends in Error after the last attempt (about 5 h 30 min later)', async () => {
    const { filaId } = await radicacionEncolada();
    const inicio = Date.now();
    const { r, t, pasadas } = await simular(filaId, inicio, () => true);
    expect(r).toMatchObject({ resultado: 'error', intentos: REINTENTOS_INTEGRACIONES.intentos });
    expect(pasadas).toBe(REINTENTOS_INTEGRACIONES.intentos);
    const espera = [...Array(REINTENTOS_INTEGRACIONES.intentos - 1).keys()]
      .map((i) => retrasoReintento(i + 1))
      .reduce((a, b) => a + b, 0);
    expect(t - inicio).toBeGreaterThanOrEqual(espera * 1000);
    expect(espera).toBeGreaterThan(5 * 3600);
    const [fila] = await sql<{ estado: number }>('select estado from mensaje_saliente where id = ?', [
      filaId,
    ]);
    expect(fila!.estado).toBe(2);
  });
});
