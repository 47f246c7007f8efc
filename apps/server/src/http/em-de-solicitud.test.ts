/** A request's entity manager: the shared connection without a fork; one fork of its own from its first other use. */
import { Usuario } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emDeSolicitud } from './em-de-solicitud';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('em_de_solicitud');
});
afterAll(async () => {
  await db?.drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('emDeSolicitud', () => {
  it('reading only through the connection forks nothing, and it is the connection a fork would use', async () => {
    const fork = vi.spyOn(db.orm.em, 'fork');
    const em = emDeSolicitud(db.orm);
    const pool = await em.getConnection().getNativeClient();
    const r = await pool.query<{ n: number }>('select 1 as n');
    expect(r.rows[0]?.n).toBe(1);
    expect(em.getConnection()).toBe(db.orm.em.fork().getConnection());
    expect(fork).toHaveBeenCalledTimes(1); // the comparison's own fork above, none of the request's
  });

  it('forks once on its first other use, and each request has its own identity map', async () => {
    const fork = vi.spyOn(db.orm.em, 'fork');
    const a = emDeSolicitud(db.orm);
    const b = emDeSolicitud(db.orm);
    const jefe = await a.findOneOrFail(Usuario, { username: 'jefe' });
    expect((await a.findOneOrFail(Usuario, { username: 'jefe' })) === jefe).toBe(true);
    expect(fork).toHaveBeenCalledTimes(1);
    const otro = await b.findOneOrFail(Usuario, { username: 'jefe' });
    expect(otro === jefe).toBe(false);
    expect(fork).toHaveBeenCalledTimes(2);
  });

  it('a transaction and a change go through the request’s fork', async () => {
    const em = emDeSolicitud(db.orm);
    const nombre = `Prueba ${Date.now()}`;
    await em.transactional(async (tx) => {
      const u = await tx.findOneOrFail(Usuario, { username: 'jefe' });
      u.firstName = nombre;
    });
    const leido = await emDeSolicitud(db.orm).findOneOrFail(Usuario, { username: 'jefe' });
    expect(leido.firstName).toBe(nombre);
  });
});
