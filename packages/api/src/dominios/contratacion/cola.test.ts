/**
 * The queue of hiring orders (contratacion.ordenes) and the failed ERP calls on "Mis pendientes" of the order's
 * owner: a failure must be visible outside the person's modal.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CONTRATACION as M, MENSAJES_COLA_ORDENES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultasSql, errorDe, sesionesStaff, type TestSession } from '../../testing';
import { candidatoEn, LA_SABANA, ordenValida, TEXTILES } from './testing/apoyo';

let db: TestDatabase;
let ejecutivo: TestSession;
let psicologa: TestSession;
let admin: TestSession;

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => consultasSql(db.orm).sql<T>(q, p);
const uno = (q: string, p: unknown[] = []) => consultasSql(db.orm).uno(q, p);

/** Scenario: a person without an order, a saved order, a filed order whose CV send failed, a saved one whose filing failed. */
const e = {} as {
  sinGuardar: Awaited<ReturnType<typeof candidatoEn>>;
  guardada: number;
  radicada: number;
  radicadaCandidato: number;
  fallida: number;
  fallidaCp: number;
  errorRadicacion: number;
  errorHv: number;
  textiles: number;
};

async function ordenDe(cliente = LA_SABANA, fechaIngreso = '2026-12-15') {
  const c = await candidatoEn(db, cliente);
  const r = await ejecutivo.caller.contratacion.crear({
    pedidoId: c.pedidoId,
    candidatoPedidoIds: [c.cpId],
    orden: { ...(await ordenValida(db)), fechaIngreso },
  });
  return { ...c, ordenId: r.id };
}

const llamada = (tipo: string, destino: string, estado: number, referencia: string, error: string | null) =>
  uno(
    `insert into mensaje_saliente (tipo, destino, payload, estado, intentos, referencia, ultimo_error, creado_en)
     values (?, ?, ?::jsonb, ?, 5, ?, ?, now()) returning id::int as id`,
    [tipo, destino, JSON.stringify({ operacion: destino }), estado, referencia, error],
  );

beforeAll(async () => {
  db = await createTestDatabase('contratacion-cola');
  [ejecutivo, psicologa, admin] = await sesionesStaff(db.orm, 'ejecutivo', 'psicologa', 'admin');
  e.sinGuardar = await candidatoEn(db, LA_SABANA);
  e.guardada = (await ordenDe(LA_SABANA, '2026-12-20')).ordenId;
  const radicada = await ordenDe(LA_SABANA, '2026-12-10');
  e.radicada = radicada.ordenId;
  e.radicadaCandidato = radicada.candidatoId;
  const ejecutivoId = await uno(`select id from usuario where username = 'ejecutivo'`);
  await sql(
    `update orden_contratacion set radicado = true, fecha_radicado = now(), radicado_por_id = ? where id = ?`,
    [ejecutivoId, e.radicada],
  );
  await llamada('erp', 'radicacion', 1, `orden_contratacion:${e.radicada}`, null);
  e.errorHv = await llamada('nomina', 'http://erp', 2, `candidato:${radicada.candidatoId}`, 'ERP caído');
  const fallida = await ordenDe(LA_SABANA, '2026-12-12');
  e.fallida = fallida.ordenId;
  e.fallidaCp = fallida.cpId;
  e.errorRadicacion = await llamada(
    'erp',
    'radicacion',
    2,
    `orden_contratacion:${e.fallida}`,
    'El cargo no está habilitado',
  );
  e.textiles = (await ordenDe(TEXTILES)).ordenId;
  // Nobody but the order's creator (the ejecutivo) owns these orders.
  const adminId = await uno(`select id from usuario where username = 'admin'`);
  await sql(
    `update pedido set encargado_pedido_id = ?, ejecutivo_lider_id = ?, created_by_id = ?
      where id in (select pedido_id from orden_contratacion) or id = ?`,
    [adminId, adminId, adminId, e.sinGuardar.pedidoId],
  );
});
afterAll(async () => {
  await db?.drop();
});

const nombreDe = async (username: string) =>
  (
    await sql<{ nombre: string }>(
      `select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), username) as nombre from usuario where username = ?`,
      [username],
    )
  )[0]?.nombre;

const ids = (filas: { ordenId: number | null; candidatoPedidoId: number }[]) =>
  filas.map((f) => f.ordenId ?? `cp${f.candidatoPedidoId}`);

describe('contratacion.ordenes', () => {
  it('lists unsaved, saved and filed orders with who filed it and the last ERP result; failures first', async () => {
    const r = await admin.caller.contratacion.ordenes({ pagina: 1 });
    const mias = r.filas.filter(
      (f) =>
        [e.guardada, e.radicada, e.fallida, e.textiles].includes(f.ordenId ?? -1) ||
        f.candidatoPedidoId === e.sinGuardar.cpId,
    );
    expect(mias).toHaveLength(5);
    const [primera, segunda] = r.filas;
    // Failed calls first: they need someone.
    expect([primera?.ordenId, segunda?.ordenId].sort()).toEqual([e.radicada, e.fallida].sort());
    const porOrden = (id: number) => r.filas.find((f) => f.ordenId === id)!;
    expect(porOrden(e.radicada)).toMatchObject({
      estado: 'radicada',
      fechaIngreso: '2026-12-10',
      ultimaLlamada: { operacion: 'hoja_de_vida', estado: 2, mensaje: `ERP caído. ${M.erpGenerico}` },
    });
    expect(porOrden(e.radicada).fechaRadicado).toBeInstanceOf(Date);
    expect(porOrden(e.radicada).radicadoPor).toBe(await nombreDe('ejecutivo'));
    expect(porOrden(e.fallida)).toMatchObject({
      estado: 'guardada',
      radicadoPor: null,
      ultimaLlamada: { operacion: 'radicacion', estado: 2 },
    });
    expect(porOrden(e.guardada)).toMatchObject({ estado: 'guardada', ultimaLlamada: null });
    const sinGuardar = r.filas.find((f) => f.candidatoPedidoId === e.sinGuardar.cpId)!;
    expect(sinGuardar).toMatchObject({ ordenId: null, consecutivo: null, estado: 'sin_guardar' });
  });

  it('filters by client, state, ERP call state and entry date', async () => {
    const clienteTextiles = await uno(`select cliente_id as id from orden_contratacion where id = ?`, [
      e.textiles,
    ]);
    expect(ids((await admin.caller.contratacion.ordenes({ clienteId: clienteTextiles })).filas)).toContain(
      e.textiles,
    );
    expect(
      ids((await admin.caller.contratacion.ordenes({ clienteId: clienteTextiles })).filas),
    ).not.toContain(e.guardada);
    const sinGuardar = await admin.caller.contratacion.ordenes({ estado: 'sin_guardar' });
    expect(sinGuardar.filas.every((f) => f.ordenId === null)).toBe(true);
    expect(ids(sinGuardar.filas)).toContain(`cp${e.sinGuardar.cpId}`);
    const radicadas = await admin.caller.contratacion.ordenes({ estado: 'radicada' });
    expect(ids(radicadas.filas)).toContain(e.radicada);
    expect(radicadas.filas.every((f) => f.estado === 'radicada')).toBe(true);
    const guardadas = ids((await admin.caller.contratacion.ordenes({ estado: 'guardada' })).filas);
    expect(guardadas).toEqual(expect.arrayContaining([e.guardada, e.fallida, e.textiles]));
    expect(guardadas).not.toContain(e.radicada);
    const conError = await admin.caller.contratacion.ordenes({ estadoErp: 'error' });
    expect(ids(conError.filas).sort()).toEqual([e.radicada, e.fallida].sort());
    expect((await admin.caller.contratacion.ordenes({ estadoErp: 'pendiente' })).filas).toEqual([]);
    const fechas = await admin.caller.contratacion.ordenes({ desde: '2026-12-11', hasta: '2026-12-19' });
    expect(ids(fechas.filas)).toContain(e.fallida);
    expect(ids(fechas.filas)).not.toContain(e.guardada);
    expect(ids(fechas.filas)).not.toContain(e.radicada);
  });

  it('pages of 25 with the total; without a page it is the whole export', async () => {
    const todas = await admin.caller.contratacion.ordenes({});
    expect(todas.total).toBe(todas.filas.length);
    const pagina = await admin.caller.contratacion.ordenes({ pagina: 1 });
    expect(pagina.total).toBe(todas.total);
  });

  it('a bad filter is refused in Spanish, nothing else', async () => {
    const malo = await errorDe(admin.caller.contratacion.ordenes({ estado: 'archivada' as 'radicada' }));
    expect(malo.code).toBe('BAD_REQUEST');
    const rango = await errorDe(
      admin.caller.contratacion.ordenes({ desde: '2026-12-20', hasta: '2026-12-01' }),
    );
    expect(rango.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(rango)).toContain(MENSAJES_COLA_ORDENES.rangoInvalido);
  });
});

describe('inicio.pendientes › órdenes con error', () => {
  it("the order's owner sees the failed filing and the failed CV send; another user does not", async () => {
    const r = await ejecutivo.caller.inicio.pendientes();
    expect(r.ordenesConError.filas.map((f) => [f.ordenId, f.operacion])).toEqual([
      [e.fallida, 'radicacion'],
      [e.radicada, 'hoja_de_vida'],
    ]);
    expect(r.ordenesConError.filas[0]).toMatchObject({
      id: e.errorRadicacion,
      candidatoPedidoId: e.fallidaCp,
      ultimoError: 'El cargo no está habilitado',
    });
    expect((await psicologa.caller.inicio.pendientes()).ordenesConError.total).toBe(0);
  });

  it('a failure followed by a successful call is no longer pending', async () => {
    await llamada('nomina', 'http://erp', 1, `candidato:${e.radicadaCandidato}`, null);
    const r = await ejecutivo.caller.inicio.pendientes();
    expect(r.ordenesConError.filas.map((f) => f.ordenId)).toEqual([e.fallida]);
    const cola = await admin.caller.contratacion.ordenes({ estadoErp: 'error' });
    expect(ids(cola.filas)).toEqual([e.fallida]);
  });
});
