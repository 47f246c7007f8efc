/** The session cache is on only while listening, and a committed change to a user's rights empties it. */
import { cacheSesiones, TTL_CACHE_SESIONES_MS } from '@talento/api';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escucharSesiones, type EscuchaSesiones } from './sesiones-escucha';
import { ingresar, levantar, post, type ServidorDePrueba } from './testing/http';
import { esperar } from './testing/esperar';

let db: TestDatabase;
let servidor: ServidorDePrueba;
let escucha: EscuchaSesiones | undefined;

const llamar = async (ruta: string, cookie: string) =>
  (await post(servidor.base, ruta, { json: null }, servidor.base, { cookie })).res;
const me = (cookie: string) => llamar('auth.me', cookie);
const sql = (consulta: string, params: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute(consulta, params);

/** Waits until `condicion` holds (notifications arrive asynchronously after commit). */

beforeAll(async () => {
  db = await createTestDatabase('escucha');
  servidor = await levantar({ orm: db.orm, dist: '/nonexistent' });
});
afterAll(async () => {
  cacheSesiones.configurar(TTL_CACHE_SESIONES_MS);
  await escucha?.cerrar();
  await servidor?.close();
  await db?.drop();
});

describe('caché de sesiones con invalidación por NOTIFY', () => {
  it('sin escucha está apagada: cada petición consulta PostgreSQL', async () => {
    expect(cacheSesiones.estaActiva()).toBe(false);
    const cookie = await ingresar(servidor.base, 'psicologa');
    expect((await me(cookie)).status).toBe(200);
    await sql(`delete from sesion where usuario_id = (select id from usuario where username = 'psicologa')`);
    expect((await me(cookie)).status).toBe(401);
  });

  it('con escucha reutiliza la sesión y un cambio de permisos o de usuario la invalida en el acto', async () => {
    escucha = await escucharSesiones(db.url, { warn: () => undefined });
    expect(cacheSesiones.estaActiva()).toBe(true);
    // Served from the cache: removing the row without a notification (trigger bypassed) is not seen... The login's own
    // notification (its update of the user row) is awaited first, or it would empty the cache after the row is kept;
    // and the TTL is long, so that a loaded machine cannot expire the entry between the two calls.
    cacheSesiones.configurar(10 * 60_000);
    const antes = cacheSesiones.generacion();
    const cookie = await ingresar(servidor.base, 'ejecutivo');
    await esperar(() => Promise.resolve(cacheSesiones.generacion() > antes));
    const generacion = cacheSesiones.generacion();
    expect((await me(cookie)).status).toBe(200);
    await sql(
      `begin; set local session_replication_role = replica; delete from sesion where usuario_id = (select id from usuario where username = 'ejecutivo'); commit;`,
    );
    expect((await me(cookie)).status).toBe(200);
    expect(cacheSesiones.generacion()).toBe(generacion);
    // ...until any change that notifies: here a group membership, which empties every instance's cache.
    await sql(
      `update usuario_grupo set grupo_id = grupo_id where usuario_id = (select id from usuario where username = 'gerente')`,
    );
    await esperar(async () => (await me(cookie)).status === 401);

    const otra = await ingresar(servidor.base, 'reclutador');
    expect((await me(otra)).status).toBe(200);
    await sql(`update usuario set activo = false where username = 'reclutador'`);
    await esperar(async () => (await me(otra)).status === 401);
  });

  it('cerrar sesión la borra de la caché de inmediato; al dejar de escuchar la caché se apaga', async () => {
    const cookie = await ingresar(servidor.base, 'jefe');
    expect((await me(cookie)).status).toBe(200);
    expect((await llamar('auth.logout', cookie)).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    await escucha!.cerrar();
    escucha = undefined;
    expect(cacheSesiones.estaActiva()).toBe(false);
  });
});
