/**
 * Tenant isolation of the client portal: `cliente` (Distribuidora La Sabana) calls every clientePortal
 * procedure with every order id and candidate-in-order id of `cliente2`'s company (Textiles del Valle) and
 * gets NOT_FOUND each time, with nothing written. Staff sessions are refused the client portal and client
 * sessions the staff procedures.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../root';
import { callerFor, errorDe, listarProcedimientos, llamar, type TestSession } from '../../testing';
import { candidatosDe, contar, NIT_LA_SABANA, NIT_TEXTILES, pedidosDe, sql } from './testing/apoyo';

let db: TestDatabase;
let cliente: TestSession;
let cliente2: TestSession;
let jefe: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('cliente-portal-aislamiento');
  [cliente, cliente2, jefe] = await Promise.all([
    callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' }),
    callerFor(db.orm, { usuario: 'cliente2', portal: 'cliente' }),
    callerFor(db.orm, { usuario: 'jefe', portal: 'staff' }),
  ]);
});
afterAll(async () => {
  await db?.drop();
});

const conteos = () =>
  Promise.all([
    contar(db, 'evento_pedido'),
    contar(db, 'mensaje_saliente'),
    contar(db, 'comentario_pedido'),
    contar(db, 'candidato_vetado'),
  ]);

describe('tenant isolation (cliente → Textiles del Valle)', () => {
  it('misPedidos of each client lists only its own company', async () => {
    const textiles = new Set(await pedidosDe(db, NIT_TEXTILES));
    const sabana = new Set(await pedidosDe(db, NIT_LA_SABANA));
    const propios = await cliente.caller.clientePortal.misPedidos();
    const ajenos = await cliente2.caller.clientePortal.misPedidos();
    expect(propios.length).toBeGreaterThan(0);
    expect(ajenos.length).toBeGreaterThan(0);
    expect(propios.every((p) => sabana.has(p.id) && !textiles.has(p.id))).toBe(true);
    expect(ajenos.every((p) => textiles.has(p.id) && !sabana.has(p.id))).toBe(true);
  });

  it('every order id of Textiles answers NOT_FOUND to pedido, comentarios and comentar', async () => {
    const ids = await pedidosDe(db, NIT_TEXTILES);
    expect(ids.length).toBeGreaterThan(3);
    const antes = await conteos();
    for (const id of ids) {
      expect((await errorDe(cliente.caller.clientePortal.pedido({ id }))).code, `pedido ${id}`).toBe(
        'NOT_FOUND',
      );
      expect(
        (await errorDe(cliente.caller.clientePortal.comentarios({ pedidoId: id }))).code,
        `comentarios ${id}`,
      ).toBe('NOT_FOUND');
      expect(
        (await errorDe(cliente.caller.clientePortal.comentar({ pedidoId: id, texto: 'intruso' }))).code,
        `comentar ${id}`,
      ).toBe('NOT_FOUND');
    }
    expect(await conteos()).toEqual(antes);
  });

  it('every candidate-in-order id of Textiles answers NOT_FOUND to hojaDeVida and every action, with its current version', async () => {
    const filas = await candidatosDe(db, NIT_TEXTILES);
    expect(filas.length).toBeGreaterThan(5);
    expect(new Set(filas.map((f) => f.estado)).size).toBeGreaterThan(4);
    const antes = await conteos();
    const fecha = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    for (const f of filas) {
      const base = { candidatoPedidoId: f.id, version: f.version };
      const llamadas: [string, () => Promise<unknown>][] = [
        ['hojaDeVida', () => cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: f.id })],
        ['validar', () => cliente.caller.clientePortal.validar(base)],
        [
          'rechazar',
          () => cliente.caller.clientePortal.rechazar({ ...base, motivo: 'intruso', noRecibirDeNuevo: true }),
        ],
        ['agendarEntrevista', () => cliente.caller.clientePortal.agendarEntrevista({ ...base, fecha })],
        ['aprobarEntrevista', () => cliente.caller.clientePortal.aprobarEntrevista(base)],
        ['noApruebaEntrevista', () => cliente.caller.clientePortal.noApruebaEntrevista(base)],
      ];
      for (const [nombre, llamada] of llamadas)
        expect((await errorDe(llamada())).code, `${nombre} ${f.id} (estado ${f.estado})`).toBe('NOT_FOUND');
    }
    expect(await conteos()).toEqual(antes);
    const despues = await candidatosDe(db, NIT_TEXTILES);
    expect(despues.map((f) => [f.id, f.estado, f.version])).toEqual(
      filas.map((f) => [f.id, f.estado, f.version]),
    );
  });

  it('ids that do not exist answer NOT_FOUND too (no difference to probe)', async () => {
    const [max] = await sql<{ p: number; c: number }>(
      db,
      'select (select max(id) from pedido) + 1000 p, (select max(id) from candidato_pedido) + 1000 c',
    );
    expect((await errorDe(cliente.caller.clientePortal.pedido({ id: max!.p }))).code).toBe('NOT_FOUND');
    expect(
      (await errorDe(cliente.caller.clientePortal.validar({ candidatoPedidoId: max!.c, version: 1 }))).code,
    ).toBe('NOT_FOUND');
  });
});

describe('portal separation', () => {
  const clientePortal = listarProcedimientos(appRouter).filter((p) => p.path.startsWith('clientePortal.'));
  const staff = listarProcedimientos(appRouter).filter((p) => p.meta?.acceso === 'staff');

  it('declares every clientePortal procedure as acceso cliente with client scope', () => {
    expect(clientePortal.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'clientePortal.misPedidos',
        'clientePortal.pedido',
        'clientePortal.hojaDeVida',
        'clientePortal.validar',
        'clientePortal.comentar',
      ]),
    );
    for (const p of clientePortal)
      expect(p.meta, p.path).toMatchObject({ acceso: 'cliente', alcanceCliente: true });
  });

  it('a staff session gets FORBIDDEN on every clientePortal procedure', async () => {
    const [cp] = await candidatosDe(db, NIT_LA_SABANA);
    for (const p of clientePortal) {
      const error = await errorDe(
        llamar(jefe.caller, p.path, {
          id: cp!.pedido_id,
          pedidoId: cp!.pedido_id,
          candidatoPedidoId: cp!.id,
          version: cp!.version,
          texto: 'x',
          motivo: 'x',
        }),
      );
      expect(error.code, p.path).toBe('FORBIDDEN');
    }
  });

  it('a client session gets FORBIDDEN on every staff procedure', async () => {
    expect(staff.length).toBeGreaterThan(5);
    for (const p of staff) {
      const error = await errorDe(llamar(cliente.caller, p.path, { id: 1 }));
      expect(error.code, p.path).toBe('FORBIDDEN');
    }
  });
});
