/**
 * The LISTEN connection of the session cache survives losing its connection (PostgreSQL restarted, network cut):
 * it is opened again with backoff, and once it listens again notifications empty the cache as before.
 */
import { cacheSesiones, TTL_CACHE_SESIONES_MS } from '@talento/api';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { CANAL_SESIONES, escucharSesiones, type EscuchaSesiones } from './sesiones-escucha';
import { ingresar, levantar, post, type ServidorDePrueba } from './testing/http';
import { esperar } from './testing/esperar';

let db: TestDatabase;
let servidor: ServidorDePrueba;
let escucha: EscuchaSesiones | undefined;
const avisos: string[] = [];

const llamar = async (ruta: string, cookie: string) =>
  (await post(servidor.base, ruta, { json: null }, servidor.base, { cookie })).res;
const me = (cookie: string) => llamar('auth.me', cookie);
const sql = <T = unknown>(consulta: string, params: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(consulta, params);

/** Ends the LISTEN backend from the server side, as a PostgreSQL restart does. */
async function cortarEscucha(): Promise<number> {
  const filas = await sql<{ ok: boolean }>(
    `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and query = ? and pid <> pg_backend_pid()`,
    [`listen ${CANAL_SESIONES}`],
  );
  return filas.filter((f) => f.ok).length;
}

beforeAll(async () => {
  db = await createTestDatabase('escucha_reconexion');
  servidor = await levantar({ orm: db.orm, dist: '/nonexistent' });
});
afterAll(async () => {
  cacheSesiones.configurar(TTL_CACHE_SESIONES_MS);
  await escucha?.cerrar();
  await servidor?.close();
  await db?.drop();
});

describe('escucha de sesiones tras perder la conexión', () => {
  it('se reconecta sola, vuelve a encender la caché y recibe las notificaciones por la conexión nueva', async () => {
    const logger = createLogger('silent');
    logger.warn = ((_objeto: object, mensaje: string) => void avisos.push(mensaje)) as typeof logger.warn;
    escucha = await escucharSesiones(db.url, logger, { pausaMaximaMs: 500 });
    expect(escucha.escuchando()).toBe(true);

    for (let vez = 1; vez <= 2; vez++) {
      expect(await cortarEscucha()).toBe(1);
      // Lost: the cache is off at once (never stale), then the connection comes back and it is on again.
      await esperar(() => avisos.length >= vez);
      expect(avisos.at(-1)).toMatch(/escucha de sesiones perdida/);
      await esperar(() => escucha!.escuchando() && cacheSesiones.estaActiva());
    }

    // The new connection really listens: a row removed without notifying is served from the cache...
    // (a long TTL, so that a loaded machine cannot expire the entry between two calls; and the login's own
    // notification — it updates usuario.ultimo_ingreso — is received before the row is cached, or it would empty
    // the cache after the first call)
    cacheSesiones.configurar(10 * 60_000);
    const antes = cacheSesiones.generacion();
    const cookie = await ingresar(servidor.base, 'ejecutivo');
    await esperar(() => cacheSesiones.generacion() > antes);
    expect((await me(cookie)).status).toBe(200);
    await sql(
      `begin; set local session_replication_role = replica; delete from sesion where usuario_id = (select id from usuario where username = 'ejecutivo'); commit;`,
    );
    expect((await me(cookie)).status).toBe(200);
    // ...until a change that notifies, which empties the cache through the reconnected LISTEN.
    await sql(
      `update usuario_grupo set grupo_id = grupo_id where usuario_id = (select id from usuario where username = 'gerente')`,
    );
    await esperar(async () => (await me(cookie)).status === 401);
  });
});
