/** stockClientes.listar / agregar / quitar: the flag, client scope in the query, who and when, messages. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CLIENTES_STOCK as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';
import { crearUsuarioConTodasLasBanderas } from '../../../testing/fuera-de-alcance';

let db: TestDatabase;
let jefe: Caller;
/** Every flag but add_todos_los_clientes, with the clients of an executive of SABANA only. */
let acotado: Caller;
let psicologo: Caller;
let sabana: number;
let otro: { id: number; nombre: string };

const CLIENTE_SABANA = '900123456';
type Sql = <T>(q: string, p?: unknown[]) => Promise<T[]>;
const sql: Sql = (q, p = []) => db.orm.em.fork().getConnection().execute(q, p);

beforeAll(async () => {
  db = await createTestDatabase('stock_clientes');
  const f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  const ej = await f.usuario({ rol: 'ejecutivo', clientes: [CLIENTE_SABANA] });
  await crearUsuarioConTodasLasBanderas(db.orm, 'acotado.stock', ej.username);
  acotado = (await callerFor(db.orm, { usuario: 'acotado.stock', portal: 'staff' })).caller;
  const ps = await f.usuario({ rol: 'psicologo', clientes: [CLIENTE_SABANA] });
  psicologo = (await callerFor(db.orm, { usuario: ps.username, portal: 'staff' })).caller;
  [{ id: sabana }] = (await sql<{ id: number }>('select id from cliente where numero_documento = ?', [
    CLIENTE_SABANA,
  ])) as [{ id: number }];
  [otro] = (await sql<{ id: number; nombre: string }>(
    'select id, nombre from cliente where numero_documento <> ? order by id limit 1',
    [CLIENTE_SABANA],
  )) as [{ id: number; nombre: string }];
  // A clean start: nobody manages stock.
  await sql(
    'update cliente set maneja_stock = false, fecha_maneja_stock = null, usuario_maneja_stock_id = null',
  );
});
afterAll(async () => {
  await db?.drop();
});

describe('stockClientes.agregar / listar', () => {
  it('adds a client with who and when; a repeat is refused with the spec message and changes nothing', async () => {
    const antes = new Date();
    expect(await acotado.stockClientes.agregar({ clienteId: sabana })).toEqual({
      id: sabana,
      mensaje: M.agregado,
    });
    const lista = await acotado.stockClientes.listar({});
    expect(lista.filas).toEqual([
      expect.objectContaining({ id: sabana, numeroDocumento: CLIENTE_SABANA, usuario: 'acotado.stock' }),
    ]);
    const fecha = lista.filas[0]!.fechaManejaStock!;
    expect(fecha.getTime()).toBeGreaterThanOrEqual(antes.getTime() - 1000);

    const repetido = await errorDe(jefe.stockClientes.agregar({ clienteId: sabana }));
    expect([repetido.code, repetido.message]).toEqual(['BAD_REQUEST', M.yaEnStock]);
    const [fila] = await sql<{ u: string }>(
      'select u.username as u from cliente c join usuario u on u.id = c.usuario_maneja_stock_id where c.id = ?',
      [sabana],
    );
    expect(fila!.u).toBe('acotado.stock');
  });

  it('client scope is in the query: another client in stock is listed for the jefe, not for the scoped user; adding it is NOT_FOUND', async () => {
    await jefe.stockClientes.agregar({ clienteId: otro.id });
    expect((await jefe.stockClientes.listar({ texto: otro.nombre })).filas.map((c) => c.id)).toContain(
      otro.id,
    );
    const acotada = await acotado.stockClientes.listar({});
    expect(acotada.filas.map((c) => c.id)).toEqual([sabana]);
    expect(acotada.total).toBe(1);
    expect((await errorDe(acotado.stockClientes.quitar({ clienteId: otro.id }))).code).toBe('NOT_FOUND');
    const [fila] = await sql<{ m: boolean }>('select maneja_stock as m from cliente where id = ?', [otro.id]);
    expect(fila!.m).toBe(true);
  });

  it('search by name or NIT', async () => {
    expect(
      (await jefe.stockClientes.listar({ texto: CLIENTE_SABANA.slice(0, 5) })).filas.map((c) => c.id),
    ).toEqual([sabana]);
    expect((await jefe.stockClientes.listar({ texto: 'zzz-no-existe' })).total).toBe(0);
  });

  it('quitar switches maneja_stock off; a second time says it is not in stock', async () => {
    expect((await jefe.stockClientes.quitar({ clienteId: otro.id })).mensaje).toBe(M.quitado);
    expect((await jefe.stockClientes.listar({})).filas.map((c) => c.id)).not.toContain(otro.id);
    const otraVez = await errorDe(jefe.stockClientes.quitar({ clienteId: otro.id }));
    expect([otraVez.code, otraVez.message]).toEqual(['BAD_REQUEST', M.noEnStock]);
  });

  it('a missing client: "Campo requerido"; without add_cliente_stock: FORBIDDEN', async () => {
    const falta = await errorDe(jefe.stockClientes.agregar({ clienteId: undefined as never }));
    expect(falta.code).toBe('BAD_REQUEST');
    expect(falta.message).toContain(M.campoRequerido);
    expect((await errorDe(psicologo.stockClientes.listar({}))).code).toBe('FORBIDDEN');
    expect((await errorDe(psicologo.stockClientes.agregar({ clienteId: sabana }))).code).toBe('FORBIDDEN');
  });
});
