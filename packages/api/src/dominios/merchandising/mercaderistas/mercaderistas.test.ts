/** mercaderistas.listar: only active users of group Mercaderistas, their active devices, the client filter. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';

let db: TestDatabase;
let gerente: Caller;
let sabana: number;
let otro: number;
const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  db = await createTestDatabase('mercaderistas');
  gerente = (await callerFor(db.orm, { usuario: 'gerente', portal: 'staff' })).caller;
  const clientes = await sql<{ id: number; es: boolean }>(
    `select id, numero_documento = '900123456' as es from cliente order by id`,
  );
  sabana = clientes.find((c) => c.es)!.id;
  otro = clientes.find((c) => !c.es)!.id;
});
afterAll(async () => {
  await db?.drop();
});

describe('mercaderistas.listar', () => {
  it('lista al mercaderista de la demo con su dispositivo activo, y a nadie que no sea del grupo', async () => {
    const lista = await gerente.mercaderistas.listar();
    expect(
      lista.map(({ username, nombre, dispositivosActivos }) => ({ username, nombre, dispositivosActivos })),
    ).toEqual([{ username: 'mercaderista', nombre: 'Martín Quintero Salazar', dispositivosActivos: 1 }]);
    expect(await gerente.mercaderistas.listar({ clienteId: sabana })).toHaveLength(1);
    expect(await gerente.mercaderistas.listar({ clienteId: otro })).toEqual([]);
  });

  it('no cuenta un dispositivo revocado y deja fuera a un mercaderista inactivo', async () => {
    await sql(
      `update dispositivo set revocado_at = now(), activo = false where device_id = 'android-5f3a9c21e7b04d18'`,
    );
    expect((await gerente.mercaderistas.listar())[0]?.dispositivosActivos).toBe(0);
    await sql(`update usuario set activo = false where username = 'mercaderista'`);
    expect(await gerente.mercaderistas.listar()).toEqual([]);
  });

  it('rechaza con un mensaje claro un cliente que no es un id', async () => {
    expect((await errorDe(gerente.mercaderistas.listar({ clienteId: 'x' as unknown as number }))).code).toBe(
      'BAD_REQUEST',
    );
  });
});
