/** The session cache is on only while listening, and a committed change to a user's rights empties it. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { cacheSesiones } from '@talento/api';
import { DEMO_PASSWORD } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createLogger } from './logger';
import { escucharSesiones, type EscuchaSesiones } from './sesiones-escucha';

let db: TestDatabase;
let server: Server;
let base: string;
let escucha: EscuchaSesiones | undefined;

async function post(ruta: string, body: unknown, cookie = '') {
  return fetch(`${base}/trpc/${ruta}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function ingresar(usuario: string): Promise<string> {
  const res = await post('auth.login', { json: { usuario, contrasena: DEMO_PASSWORD, portal: 'staff' } });
  expect(res.status).toBe(200);
  return /^(talento_sesion_staff=[^;]+)/.exec(res.headers.getSetCookie().find((c) => c.startsWith('talento_sesion_staff=')) ?? '')![1]!;
}

const me = (cookie: string) => post('auth.me', { json: null }, cookie);
const sql = (consulta: string, params: unknown[] = []) => db.orm.em.fork().getConnection().execute(consulta, params);

/** Waits until `condicion` holds (notifications arrive asynchronously after commit). */
async function esperar(condicion: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await condicion()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('la condición no se cumplió en 2 s');
}

beforeAll(async () => {
  db = await createTestDatabase('escucha');
  const app = createApp({ orm: db.orm, logger: createLogger('silent'), staffDist: '/nonexistent', clienteDist: '/nonexistent' });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await escucha?.cerrar();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await db?.drop();
});

describe('caché de sesiones con invalidación por NOTIFY', () => {
  it('sin escucha está apagada: cada petición consulta PostgreSQL', async () => {
    expect(cacheSesiones.estaActiva()).toBe(false);
    const cookie = await ingresar('psicologa');
    expect((await me(cookie)).status).toBe(200);
    await sql(`delete from sesion where usuario_id = (select id from usuario where username = 'psicologa')`);
    expect((await me(cookie)).status).toBe(401);
  });

  it('con escucha reutiliza la sesión y un cambio de permisos o de usuario la invalida en el acto', async () => {
    escucha = await escucharSesiones(db.url, { warn: () => undefined });
    expect(cacheSesiones.estaActiva()).toBe(true);
    const cookie = await ingresar('ejecutivo');
    expect((await me(cookie)).status).toBe(200);
    // Served from the cache: removing the row without a notification (trigger bypassed) is not seen...
    await sql(`begin; set local session_replication_role = replica; delete from sesion where usuario_id = (select id from usuario where username = 'ejecutivo'); commit;`);
    expect((await me(cookie)).status).toBe(200);
    // ...until any change that notifies: here a group membership, which empties every instance's cache.
    await sql(`update usuario_grupo set grupo_id = grupo_id where usuario_id = (select id from usuario where username = 'gerente')`);
    await esperar(async () => (await me(cookie)).status === 401);

    const otra = await ingresar('reclutador');
    expect((await me(otra)).status).toBe(200);
    await sql(`update usuario set activo = false where username = 'reclutador'`);
    await esperar(async () => (await me(otra)).status === 401);
  });

  it('cerrar sesión la borra de la caché de inmediato; al dejar de escuchar la caché se apaga', async () => {
    const cookie = await ingresar('jefe');
    expect((await me(cookie)).status).toBe(200);
    expect((await post('auth.logout', { json: null }, cookie)).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    await escucha!.cerrar();
    escucha = undefined;
    expect(cacheSesiones.estaActiva()).toBe(false);
  });
});
