/**
 * The first run: with no active administrator the server gets a single-use link that creates the first one; with an
 * administrator nothing can be done anonymously.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepararConfiguracionInicial } from '../../../nucleo/sesion/administradores';
import { callerFor, errorDe, type Caller } from '../../../testing';

let db: TestDatabase;
let anonimo: Caller;
const CONTRASENA = 'lechuza-acordeon-volcan-81';
const datos = (token: string) => ({
  token,
  username: 'marta.admin',
  firstName: 'Marta',
  lastName: 'Primera',
  email: 'marta@agencia.test',
  contrasena: CONTRASENA,
  confirmacion: CONTRASENA,
});
const tokenDe = (ruta: string | null) => ruta?.replace('/configuracion-inicial/', '') ?? '';

beforeAll(async () => {
  db = await createTestDatabase('configuracion_inicial');
  anonimo = (await callerFor(db.orm, { portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('auth.configuracionInicial', () => {
  it('with an active administrator there is no link, and an invented one opens nothing', async () => {
    expect(await prepararConfiguracionInicial(db.orm.em.fork(), new Date())).toBeNull();
    const e = await errorDe(anonimo.auth.configuracionInicial.ver({ token: 'a'.repeat(26) }));
    expect([e.code, e.message]).toEqual(['NOT_FOUND', M.enlaceInvalido]);
  });

  it('without one, the newest printed link creates the first administrator once; an older link no longer works', async () => {
    // Every administrator leaves: the agency can only get back in through the first-run link.
    await db.orm.em
      .fork()
      .getConnection()
      .execute(
        `update usuario set activo = false where id in (select ug.usuario_id from usuario_grupo ug join grupo g on g.id = ug.grupo_id where g.nombre = 'Administradores')`,
      );
    const viejo = tokenDe(await prepararConfiguracionInicial(db.orm.em.fork(), new Date()));
    const token = tokenDe(await prepararConfiguracionInicial(db.orm.em.fork(), new Date()));
    expect(token).toMatch(/^[a-z2-7]{26}$/);
    expect((await errorDe(anonimo.auth.configuracionInicial.ver({ token: viejo }))).code).toBe('NOT_FOUND');
    expect(await anonimo.auth.configuracionInicial.ver({ token })).toEqual({ valido: true });

    const debil = await errorDe(
      anonimo.auth.configuracionInicial.crear({
        ...datos(token),
        contrasena: 'marta2026',
        confirmacion: 'marta2026',
      }),
    );
    expect(debil.code).toBe('BAD_REQUEST');
    const duplicado = await errorDe(
      anonimo.auth.configuracionInicial.crear({ ...datos(token), username: 'jefe' }),
    );
    expect(duplicado.code).toBe('BAD_REQUEST');

    expect(await anonimo.auth.configuracionInicial.crear(datos(token))).toEqual({
      mensaje: M.configuracionInicialHecha,
    });
    const marta = await callerFor(db.orm, {
      usuario: 'marta.admin',
      contrasena: CONTRASENA,
      portal: 'staff',
    });
    expect(marta.usuario!.permisos).toEqual(expect.arrayContaining(['admin_usuarios', 'admin_grupos']));
    expect(marta.usuario!.todosLosClientes).toBe(true);
    // Used, and an administrator exists: neither this link nor a new one.
    expect((await errorDe(anonimo.auth.configuracionInicial.crear(datos(token)))).code).toBe('NOT_FOUND');
    expect(await prepararConfiguracionInicial(db.orm.em.fork(), new Date())).toBeNull();
  });
});
