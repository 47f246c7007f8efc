import { Candidato, CandidatoPedido, Cliente, Pedido, Perfil } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { leerTarjetas } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, sesionesStaff, type TestSession } from '../../../testing';
import {
  AJENO_EJECUTIVO,
  formularioStock,
  referenciasStock,
  type ReferenciasStock,
} from './testing/datos-prueba';

let db: TestDatabase;
let jefe: TestSession;
let ejecutivo: TestSession;
let reclutador: TestSession;
let r: ReferenciasStock;

beforeAll(async () => {
  db = await createTestDatabase('pedidos_stock_lecturas');
  [jefe, ejecutivo, reclutador] = await sesionesStaff(db.orm, 'jefe', 'ejecutivo', 'reclutador');
  r = await referenciasStock(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidosStock.perfiles', () => {
  it('lists the approved stock-type profiles of the client only; a client outside the scope is NOT_FOUND', async () => {
    const em = db.orm.em.fork();
    const perfiles = await reclutador.caller.pedidosStock.perfiles({ clienteId: r.cliente.id });
    const esperados = await em.find(Perfil, {
      cliente: r.cliente.id,
      estadoPerfil: 2,
      categoriaStock: { $ne: null },
    });
    expect(perfiles.map((p) => p.id).sort()).toEqual(esperados.map((p) => p.id).sort());
    expect(perfiles.length).toBeGreaterThan(0);
    // An approved profile without stock category (an ordinary one) is not offered.
    const sinCategoria = await em.count(Perfil, {
      cliente: r.cliente.id,
      estadoPerfil: 2,
      categoriaStock: null,
    });
    expect(sinCategoria).toBeGreaterThan(0);
    const ajeno = await em.findOneOrFail(Cliente, { numeroDocumento: AJENO_EJECUTIVO });
    expect((await errorDe(ejecutivo.caller.pedidosStock.perfiles({ clienteId: ajeno.id }))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('pedidosStock.dashboard / dashboardCerrados', () => {
  it('lists current stock orders (child lines summed in), filters by a child city, and keeps them out of the closed view', async () => {
    const dos = r.ciudades.slice(0, 2);
    const { id } = await ejecutivo.caller.pedidosStock.crear(formularioStock(r, dos));
    const todos = await ejecutivo.caller.pedidosStock.dashboard({});
    const fila = todos.filas.find((f) => f.id === id);
    expect(fila).toMatchObject({
      estado: 111,
      vacantes: 5,
      ciudades: dos.map((c) => c.nombre),
      esDestacado: true,
    });
    expect(todos.filas.some((f) => f.id !== id && f.cliente.id === r.cliente.id)).toBe(true);
    // Only parents: no child line is a row of its own.
    const hijos = await db.orm.em.fork().find(Pedido, { pedidoPadre: id });
    expect(todos.filas.some((f) => hijos.some((h) => h.id === f.id))).toBe(false);

    const porCiudad = await ejecutivo.caller.pedidosStock.dashboard({
      ciudadId: dos[1]!.id,
      perfilId: r.perfil.id,
    });
    expect(porCiudad.filas.map((f) => f.id)).toContain(id);
    const cerrados = await jefe.caller.pedidosStock.dashboardCerrados({ clienteId: r.cliente.id });
    expect(cerrados.filas.map((f) => f.id)).not.toContain(id);
    expect(cerrados.filas.every((f) => f.estado === 0 || f.estado === 5)).toBe(true);
    // The ordinary dashboard never shows stock orders.
    const ordinario = leerTarjetas(
      (await ejecutivo.caller.pedidos.dashboard({ clienteId: r.cliente.id })).tarjetasJson,
    );
    expect(ordinario.length).toBeGreaterThan(0);
    expect(ordinario.map((t) => t.id)).not.toContain(id);
    expect((await errorDe(reclutador.caller.pedidosStock.dashboardCerrados({}))).code).toBe('FORBIDDEN');
  });
});

describe('pedidosStock.detalle', () => {
  it('answers each city line with its pools (6 = "Enviado a stock"), postulados with availability and barred flag, spontaneous ones', async () => {
    const em = db.orm.em.fork();
    const dos = r.ciudades.slice(2, 4);
    const { id } = await jefe.caller.pedidosStock.crear(formularioStock(r, dos));
    const hijo = await em.findOneOrFail(Pedido, { pedidoPadre: id });
    const [uno, otro, tercero] = await em.find(Candidato, {}, { orderBy: { id: 'asc' }, limit: 3 });
    await em.execute(
      `insert into candidato_pedido (pedido_id, candidato_id, activo, pool, estado_producto, estado_candidato_pedido, fecha_creacion, fecha_modificacion, version)
       values (?, ?, true, 1, 1, 6, now(), now(), 1), (?, ?, true, 0, 1, 0, now(), now(), 1)`,
      [hijo.id, uno!.id, id, otro!.id],
    );
    await em.execute(
      `insert into postulado (pedido_id, candidato_id, disponibilidad, betado, fecha_postulacion) values (?, ?, 0, true, now())`,
      [hijo.id, tercero!.id],
    );
    await em.execute(
      `insert into candidato_espontaneo (pedido_id, activo, nombres, apellidos, cedula, email, telefono, fecha_creacion) values (?, true, 'Lina', 'Mora', '555', 'lina@ejemplo.co', '300', now())`,
      [hijo.id],
    );

    const d = await reclutador.caller.pedidosStock.detalle({ id: hijo.id });
    expect(d.id).toBe(id);
    expect(d.lineas.map((l) => l.ciudad)).toEqual(dos.map((c) => c.nombre));
    const [primera, segunda] = d.lineas;
    expect(primera!.preseleccionados.map((c) => [c.candidatoId, c.etiquetaEstado])).toEqual([
      [otro!.id, 'Agregado a pedido'],
    ]);
    expect(segunda!.seleccionados.map((c) => [c.candidatoId, c.estado, c.etiquetaEstado])).toEqual([
      [uno!.id, 6, 'Enviado a stock'],
    ]);
    expect(segunda!.postulados).toEqual([
      expect.objectContaining({
        candidatoId: tercero!.id,
        betado: true,
        disponibilidad: tercero!.disponibilidad,
      }),
    ]);
    expect(segunda!.espontaneos.map((e) => e.nombre)).toEqual(['Lina Mora']);
    expect(await em.count(CandidatoPedido, { pedido: { $in: [id, hijo.id] } })).toBe(2);

    const otroCliente = await referenciasStock(db.orm, AJENO_EJECUTIVO);
    const ajeno = await jefe.caller.pedidosStock.crear(
      formularioStock(otroCliente, otroCliente.ciudades.slice(0, 1)),
    );
    expect((await errorDe(ejecutivo.caller.pedidosStock.detalle({ id: ajeno.id }))).code).toBe('NOT_FOUND');
  });
});
