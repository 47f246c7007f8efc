import { CLIENTES, Cliente, DEMO_USUARIOS } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, resolverPermisos, type Portal } from '@talento/rules';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type TestSession } from './testing';

let db: TestDatabase;
/** Client id by NIT/CC, from the cloned database. */
let idPorDocumento: Map<string, number>;
const sesiones = new Map<string, TestSession>();

const TODOS = CLIENTES.map((c) => c.documento);

/** NITs each demo user must see: their list, or all with add_todos_los_clientes (never for client staff). */
function esperados(username: string): string[] {
  const u = DEMO_USUARIOS.find((x) => x.username === username)!;
  if (!u.esStaffCliente && resolverPermisos(u.grupos).includes('add_todos_los_clientes'))
    return [...TODOS].sort();
  return [...u.clientes].sort();
}

const portalDe = (username: string): Portal =>
  DEMO_USUARIOS.find((u) => u.username === username)!.esStaffCliente ? 'cliente' : 'staff';

async function sesion(username: string): Promise<TestSession> {
  let s = sesiones.get(username);
  if (!s) {
    s = await callerFor(db.orm, { usuario: username, portal: portalDe(username) });
    sesiones.set(username, s);
  }
  return s;
}

/** Which of the ten demo clients `catalogos.clientes` returns to the user (searched one by one by NIT). */
async function visiblesPorBusqueda(username: string): Promise<string[]> {
  const { caller } = await sesion(username);
  const visibles: string[] = [];
  for (const documento of TODOS) {
    const r = await caller.catalogos.clientes({ texto: documento });
    expect(r.every((c) => c.numeroDocumento.includes(documento))).toBe(true);
    if (r.some((c) => c.numeroDocumento === documento)) visibles.push(documento);
  }
  return visibles.sort();
}

/** Which of the ten demo clients `catalogos.cliente` opens for the user (others must be NOT_FOUND). */
async function visiblesPorId(username: string): Promise<string[]> {
  const { caller } = await sesion(username);
  const visibles: string[] = [];
  for (const documento of TODOS) {
    const id = idPorDocumento.get(documento)!;
    const r = await caller.catalogos.cliente({ id }).then(
      (cliente) => ({ cliente }),
      (error: unknown) => ({ error }),
    );
    if ('cliente' in r) {
      // The record asked for, not another one of the scope.
      expect(r.cliente, `${username} → cliente ${documento}`).toMatchObject({
        id,
        numeroDocumento: documento,
      });
      visibles.push(documento);
    } else {
      const e = getTRPCErrorFromUnknown(r.error);
      expect(e.code, `${username} → cliente ${documento}`).toBe('NOT_FOUND');
      expect(e.message).toBe(MENSAJES.errores.noEncontrado);
    }
  }
  return visibles.sort();
}

beforeAll(async () => {
  db = await createTestDatabase('alcance');
  const clientes = await db.orm.em.fork().find(Cliente, {});
  idPorDocumento = new Map(clientes.map((c) => [c.numeroDocumento, c.id]));
  expect(idPorDocumento.size).toBe(10);
});
afterAll(async () => {
  await db?.drop();
});

describe('client scoping through catalogos.clientes / catalogos.cliente', () => {
  it('cliente sees only Distribuidora La Sabana (NIT 900123456)', async () => {
    expect(await visiblesPorBusqueda('cliente')).toEqual(['900123456']);
    expect(await visiblesPorId('cliente')).toEqual(['900123456']);
    const { caller } = await sesion('cliente');
    expect((await caller.catalogos.clientes({ texto: 'S.A.S' })).map((c) => c.nombre)).toEqual([
      'Distribuidora La Sabana S.A.S.',
    ]);
  });

  it('cliente2 sees only Textiles del Valle', async () => {
    expect(await visiblesPorBusqueda('cliente2')).toEqual(['890301234']);
    expect(await visiblesPorId('cliente2')).toEqual(['890301234']);
    const { caller } = await sesion('cliente2');
    expect((await caller.catalogos.clientes({ texto: 'S.A.' })).map((c) => c.nombre)).toEqual([
      'Textiles del Valle S.A.',
    ]);
  });

  it('psicologa sees only her 4 clients', async () => {
    const suyos = ['900123456', '890301234', '901234567', '890102030'].sort();
    expect(esperados('psicologa')).toEqual(suyos);
    expect(await visiblesPorBusqueda('psicologa')).toEqual(suyos);
    expect(await visiblesPorId('psicologa')).toEqual(suyos);
  });

  it('jefe sees all 10', async () => {
    expect(await visiblesPorBusqueda('jefe')).toEqual([...TODOS].sort());
    expect(await visiblesPorId('jefe')).toEqual([...TODOS].sort());
    const { caller } = await sesion('jefe');
    expect((await caller.catalogos.clientes({ texto: 'S.A.' })).length).toBe(
      CLIENTES.filter((c) => c.nombre.includes('S.A.')).length,
    );
  });

  it.each(DEMO_USUARIOS.map((u) => u.username))(
    '%s sees exactly the clients of its declaration',
    async (username) => {
      expect(await visiblesPorBusqueda(username)).toEqual(esperados(username));
      expect(await visiblesPorId(username)).toEqual(esperados(username));
    },
  );

  it('an id that does not exist answers NOT_FOUND too (same answer as out of scope)', async () => {
    for (const username of ['jefe', 'cliente']) {
      const { caller } = await sesion(username);
      const e = await errorDe(caller.catalogos.cliente({ id: 2_000_000_000 }));
      expect(e.code).toBe('NOT_FOUND');
      expect(e.message).toBe(MENSAJES.errores.noEncontrado);
    }
  });

  it('a client user never sees other companies however the search is written', async () => {
    const { caller } = await sesion('cliente');
    for (const texto of ['Textiles', 'Andina', '8903', '%%%%', '____', "' or 1=1 --"]) {
      const r = await caller.catalogos.clientes({ texto });
      expect(
        r.map((c) => c.numeroDocumento).filter((d) => d !== '900123456'),
        texto,
      ).toEqual([]);
    }
  });
});
