import { createHash } from 'node:crypto';
import { CLIENTES, crearOActualizarUsuario, DEMO_PASSWORD, DEMO_USUARIOS } from '@talento/db';
import { createTestDatabase, hashDePrueba, type TestDatabase } from '@talento/db/testing';
import {
  esSuperusuario,
  GRUPO_PSICOLOGOS,
  GRUPO_STAFF,
  GRUPO_STAFF_CLIENTE,
  MENSAJES,
  resolverPermisos,
  type Portal,
} from '@talento/rules';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validarSesion } from '../../nucleo/sesion/sesiones';
import { callerConToken, callerFor, errorDe, formaDeError } from '../../testing';

let db: TestDatabase;
let ipSeq = 0;
/** A fresh client address per test, so the per-address throttle of one test never blocks another. */
const nuevaIp = () => `10.1.0.${++ipSeq}`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const MIN = 60_000;

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

async function login(usuario: string, contrasena: string, portal: Portal, ip = nuevaIp(), now?: () => Date) {
  const anon = await callerFor(db.orm, { portal, ip, now });
  return { anon, resultado: anon.caller.auth.login({ usuario, contrasena, portal }) };
}

beforeAll(async () => {
  db = await createTestDatabase('auth');
  const passwordHash = await hashDePrueba(DEMO_PASSWORD);
  const base = {
    firstName: 'Prueba',
    lastName: 'Auth',
    passwordHash,
    documentosClientes: [] as string[],
    esStaffCliente: false,
  };
  const em = db.orm.em.fork();
  await crearOActualizarUsuario(em, {
    ...base,
    username: 'inactivo',
    email: 'i@x.co',
    grupos: [GRUPO_STAFF, GRUPO_PSICOLOGOS],
    activo: false,
  });
  await crearOActualizarUsuario(em, {
    ...base,
    username: 'activo',
    email: 'a@x.co',
    grupos: [GRUPO_STAFF, GRUPO_PSICOLOGOS],
  });
  await crearOActualizarUsuario(em, {
    ...base,
    username: 'sinstaff',
    email: 's@x.co',
    grupos: [GRUPO_PSICOLOGOS],
  });
  await crearOActualizarUsuario(em, {
    ...base,
    username: 'clientesinempresa',
    email: 'c@x.co',
    grupos: [GRUPO_STAFF_CLIENTE],
    esStaffCliente: true,
  });
});
afterAll(async () => {
  await db?.drop();
});

describe('auth.login', () => {
  const staff = DEMO_USUARIOS.filter((u) => !u.esStaffCliente);

  it.each(staff.map((u) => [u.username, u] as const))(
    '%s enters the staff portal with flags and clients',
    async (_, u) => {
      const s = await callerFor(db.orm, { usuario: u.username, portal: 'staff', ip: nuevaIp() });
      const r = s.usuario!;
      expect(r.username).toBe(u.username);
      expect([...r.grupos].sort()).toEqual([...u.grupos].sort());
      expect([...r.permisos].sort()).toEqual(resolverPermisos(u.grupos));
      expect(new Set(r.permisos).size).toBe(r.permisos.length);
      expect(r.todosLosClientes).toBe(resolverPermisos(u.grupos).includes('add_todos_los_clientes'));
      const esperados = CLIENTES.filter((c) => u.clientes.includes(c.documento)).map((c) => c.nombre);
      expect(r.clientes.map((c) => c.nombre).sort()).toEqual(esperados.sort());
      expect(r.esStaffCliente).toBe(false);
      expect(r.esSuperusuario).toBe(esSuperusuario(u.grupos));
      expect(s.token).toMatch(/^[a-z2-7]{26}$/); // 128 random bits, base32
    },
  );

  it('answers "Falta algún campo obligatorio" per empty field (BAD_REQUEST)', async () => {
    for (const [usuario, contrasena] of [
      ['', ''],
      ['   ', ''],
    ] as const) {
      const { resultado } = await login(usuario, contrasena, 'staff');
      const e = await errorDe(resultado);
      expect(e.code).toBe('BAD_REQUEST');
      const forma = formaDeError(e, 'auth.login');
      expect(forma.message).toBe('Información errada');
      expect(forma.data.campos).toEqual({
        usuario: ['Falta algún campo obligatorio'],
        contrasena: ['Falta algún campo obligatorio'],
      });
    }
    const { resultado } = await login('admin', '', 'staff');
    expect(formaDeError(await errorDe(resultado)).data.campos).toEqual({
      contrasena: [MENSAJES.login.faltaCampo],
    });
  });

  it.each([
    ['wrong password', 'admin', 'NoEsLaClave1!', 'staff'],
    ['unknown user', 'nadie', DEMO_PASSWORD, 'staff'],
    ['inactive user', 'inactivo', DEMO_PASSWORD, 'staff'],
    ['staff user outside atrabajarstaff', 'sinstaff', DEMO_PASSWORD, 'staff'],
    ['client user on the staff portal', 'cliente', DEMO_PASSWORD, 'staff'],
    ['staff user on the client portal', 'psicologa', DEMO_PASSWORD, 'cliente'],
    ['client user without companies', 'clientesinempresa', DEMO_PASSWORD, 'cliente'],
  ] as const)(
    'refuses %s: UNAUTHORIZED "Revisa tus credenciales o permisos"',
    async (_, usuario, contrasena, portal) => {
      const antes = await sql<{ n: number }>('select count(*)::int as n from sesion');
      const { anon, resultado } = await login(usuario, contrasena, portal);
      const e = await errorDe(resultado);
      expect(e.code).toBe('UNAUTHORIZED');
      expect(e.message).toBe('Revisa tus credenciales o permisos');
      expect(anon.cookies.valores.size).toBe(0);
      expect(await sql('select count(*)::int as n from sesion')).toEqual(antes);
    },
  );

  it('admits the same kind of user when active (control for the refusals)', async () => {
    const s = await callerFor(db.orm, { usuario: 'activo', portal: 'staff', ip: nuevaIp() });
    expect(s.usuario?.username).toBe('activo');
  });

  it('admits client users on the client portal, limited to their company', async () => {
    const s = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente', ip: nuevaIp() });
    expect(s.usuario).toMatchObject({ esStaffCliente: true, todosLosClientes: false, esSuperusuario: false });
    expect(s.usuario?.clientes.map((c) => c.nombre)).toEqual(['Distribuidora La Sabana S.A.S.']);
    expect(s.cookies.valores.has('talento_sesion_cliente')).toBe(true);
    expect(s.cookies.valores.has('talento_sesion_staff')).toBe(false);
  });
});

describe('sessions', () => {
  it('a new session id at every login; only the SHA-256 of the token is stored', async () => {
    const a = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff', ip: nuevaIp() });
    const b = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff', ip: nuevaIp() });
    expect(a.token).not.toBe(b.token);
    const filas = await sql<{ id: string }>(
      'select s.* from sesion s join usuario u on u.id = s.usuario_id where u.username = ?',
      ['psicologa'],
    );
    const ids = filas.map((f) => f.id);
    expect(ids).toContain(sha256(a.token!));
    expect(ids).toContain(sha256(b.token!));
    const todo = JSON.stringify(await sql('select * from sesion'));
    expect(todo).not.toContain(a.token!);
    expect(todo).not.toContain(b.token!);
  });

  it('logout deletes the session on the server; the same token is refused afterwards', async () => {
    const s = await callerFor(db.orm, { usuario: 'ejecutivo', portal: 'staff', ip: nuevaIp() });
    const token = s.token!;
    expect((await callerConToken(db.orm, token, 'staff').auth.me()).usuario.username).toBe('ejecutivo');
    expect(await s.caller.auth.logout()).toEqual({ ok: true });
    expect(await sql('select id from sesion where id = ?', [sha256(token)])).toEqual([]);
    expect(s.cookies.valores.has('talento_sesion_staff')).toBe(false);
    const e = await errorDe(callerConToken(db.orm, token, 'staff').auth.me());
    expect(e.code).toBe('UNAUTHORIZED');
  });

  it('a staff session token does not open the client portal', async () => {
    const s = await callerFor(db.orm, { usuario: 'admin', portal: 'staff', ip: nuevaIp() });
    expect(await validarSesion(db.orm.em.fork(), s.token!, 'cliente', new Date())).toBeNull();
    expect(await validarSesion(db.orm.em.fork(), s.token!, 'staff', new Date())).not.toBeNull();
  });

  const inicio = new Date('2026-03-02T13:00:00Z');
  const en = (minutos: number) => new Date(inicio.getTime() + minutos * MIN);
  const nueva = async () =>
    (await callerFor(db.orm, { usuario: 'reclutador', portal: 'staff', ip: nuevaIp(), now: () => inicio }))
      .token!;
  const valida = async (token: string, minutos: number) =>
    (await validarSesion(db.orm.em.fork(), token, 'staff', en(minutos))) !== null;

  it('expires after more than 30 idle minutes; activity keeps it alive', async () => {
    expect(await valida(await nueva(), 31)).toBe(false);
    const t = await nueva();
    expect(await valida(t, 29)).toBe(true);
    expect(await valida(t, 55)).toBe(true); // 26 min after the last use
    expect(await valida(t, 86)).toBe(false); // 31 min idle
    expect(await sql('select id from sesion where id = ?', [sha256(t)])).toEqual([]);
    expect(await valida(t, 87)).toBe(false);
  });

  it('expires 12 hours after login even when used every 25 minutes', async () => {
    const t = await nueva();
    for (let m = 25; m <= 700; m += 25) expect(await valida(t, m), `minuto ${m}`).toBe(true);
    expect(await valida(t, 719)).toBe(true);
    expect(await valida(t, 721)).toBe(false);
  });
});

describe('login throttling', () => {
  it('after 5 failures for a user name even the right password gets TOO_MANY_REQUESTS; others are not blocked', async () => {
    const ip = nuevaIp();
    for (let i = 0; i < 5; i++)
      expect((await errorDe((await login('ejecutivo', `mala${i}`, 'staff', ip)).resultado)).code).toBe(
        'UNAUTHORIZED',
      );
    for (const nombre of ['ejecutivo', ' EJECUTIVO ']) {
      const e = await errorDe((await login(nombre, DEMO_PASSWORD, 'staff', ip)).resultado);
      expect(e.code).toBe('TOO_MANY_REQUESTS');
      expect(e.message).toBe('Demasiados intentos fallidos. Espere 15 minutos e intente de nuevo.');
      expect(e.message).toBe(MENSAJES.login.bloqueado);
    }
    expect(await (await login('reclutador', DEMO_PASSWORD, 'staff', ip)).resultado).toMatchObject({
      username: 'reclutador',
    });
    const despues = () => new Date(Date.now() + 16 * MIN);
    expect(await (await login('ejecutivo', DEMO_PASSWORD, 'staff', ip, despues)).resultado).toMatchObject({
      username: 'ejecutivo',
    });
    expect(JSON.stringify(await sql('select * from auditoria'))).not.toContain('mala0');
  });

  it('a successful login resets the count of the user name', async () => {
    const ip = nuevaIp();
    for (let ronda = 0; ronda < 2; ronda++) {
      for (let i = 0; i < 4; i++) await errorDe((await login('gerente', 'mala', 'staff', ip)).resultado);
      expect(await (await login('gerente', DEMO_PASSWORD, 'staff', ip)).resultado).toMatchObject({
        username: 'gerente',
      });
    }
  });

  it('after 20 failures from one address that address is blocked for every user name', async () => {
    const ip = nuevaIp();
    for (let i = 0; i < 20; i++)
      await errorDe((await login(`desconocido${i}`, 'mala', 'staff', ip)).resultado);
    expect((await errorDe((await login('admin', DEMO_PASSWORD, 'staff', ip)).resultado)).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(await (await login('admin', DEMO_PASSWORD, 'staff')).resultado).toMatchObject({
      username: 'admin',
    });
  });
});

describe('login throttling under attack (issue 12 §1–2)', () => {
  it('20 parallel logins for one user from one address: at most 5 passwords are checked, the right one included', async () => {
    const ip = nuevaIp();
    const intentos = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('jefe', i === 19 ? DEMO_PASSWORD : `mala${i}`, 'staff', ip)),
    );
    const r = await Promise.allSettled(intentos.map((x) => x.resultado));
    const codigos = r.map((x) => (x.status === 'fulfilled' ? 'OK' : getTRPCErrorFromUnknown(x.reason).code));
    const revisados = codigos.filter((c) => c === 'OK' || c === 'UNAUTHORIZED').length;
    expect(revisados).toBeLessThanOrEqual(5);
    expect(codigos.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(15);
    expect(codigos.every((c) => ['OK', 'UNAUTHORIZED', 'TOO_MANY_REQUESTS'].includes(c))).toBe(true);
  });

  it('five wrong passwords from one address do not lock the account out from another address', async () => {
    const atacante = nuevaIp();
    for (let i = 0; i < 5; i++)
      expect((await errorDe((await login('gerente', `mala${i}`, 'staff', atacante)).resultado)).code).toBe(
        'UNAUTHORIZED',
      );
    expect((await errorDe((await login('gerente', DEMO_PASSWORD, 'staff', atacante)).resultado)).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(await (await login('gerente', DEMO_PASSWORD, 'staff', nuevaIp())).resultado).toMatchObject({
      username: 'gerente',
    });
  });

  it('failures of one name from many addresses are counted for the delay and never refuse the right password', async () => {
    for (let i = 0; i < 7; i++)
      expect((await errorDe((await login('psicologa', `mala${i}`, 'staff', nuevaIp())).resultado)).code).toBe(
        'UNAUTHORIZED',
      );
    expect(await sql('select fallidos from intento_ingreso where clave = ?', ['usuario:psicologa'])).toEqual([
      { fallidos: 7 },
    ]);
    expect(await (await login('psicologa', DEMO_PASSWORD, 'staff', nuevaIp())).resultado).toMatchObject({
      username: 'psicologa',
    });
    // A success starts the name's count again.
    expect(await sql('select fallidos from intento_ingreso where clave = ?', ['usuario:psicologa'])).toEqual(
      [],
    );
  });
});

describe('auth.me', () => {
  it('psicologa: groups, flags and her 4 clients', async () => {
    const s = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff', ip: nuevaIp() });
    const { usuario, portal } = await s.caller.auth.me();
    expect(portal).toBe('staff');
    expect([...usuario.grupos].sort()).toEqual([GRUPO_PSICOLOGOS, GRUPO_STAFF].sort());
    expect([...usuario.permisos].sort()).toEqual(resolverPermisos([GRUPO_STAFF, GRUPO_PSICOLOGOS]));
    expect(usuario.clientes).toHaveLength(4);
    expect(usuario.todosLosClientes).toBe(false);
  });

  it('jefe: todosLosClientes and superuser', async () => {
    const s = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff', ip: nuevaIp() });
    const { usuario } = await s.caller.auth.me();
    expect(usuario.todosLosClientes).toBe(true);
    expect(usuario.esSuperusuario).toBe(true);
    expect(usuario.permisos).toContain('add_todos_los_clientes');
  });

  it('cliente2 on the client portal: only Textiles del Valle', async () => {
    const s = await callerFor(db.orm, { usuario: 'cliente2', portal: 'cliente', ip: nuevaIp() });
    const { usuario, portal } = await s.caller.auth.me();
    expect(portal).toBe('cliente');
    expect(usuario.clientes.map((c) => c.nombre)).toEqual(['Textiles del Valle S.A.']);
  });

  it('anonymous: UNAUTHORIZED "Su sesión terminó. Ingrese de nuevo."', async () => {
    const e = await errorDe((await callerFor(db.orm, { portal: 'staff' })).caller.auth.me());
    expect(e.code).toBe('UNAUTHORIZED');
    expect(e.message).toBe(MENSAJES.errores.sesionVencida);
  });
});
