import { spawnSync } from 'node:child_process';
import { callerFor, consultasSql } from '@talento/api/testing';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_ADMIN_USUARIOS, MENSAJES_PRIMITIVOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilado, correrCompilado } from '../testing/bundle';
import { validarUsuarioCli } from './user-create-entrada';

const valido = { usuario: 'ana.ruiz', nombre: 'Ana', apellido: 'Ruiz', correo: 'ana@empresa.co' };
const CLAVE_FUERTE = 'Guayaba-tranvía-Sogamoso-47';

describe('npm run user:create: the arguments follow the administration’s field rules', () => {
  it('valid arguments pass, names trimmed; an empty e-mail is allowed', () => {
    expect(validarUsuarioCli({ ...valido, nombre: '  Ana ' })).toEqual({
      ok: true,
      datos: { ...valido, nombre: 'Ana' },
    });
    expect(validarUsuarioCli({ ...valido, correo: '' })).toMatchObject({ ok: true });
  });

  it.each([
    [
      { nombre: 'Ana\r\nATTENDEE:mailto:x@malo.co' },
      `--nombre: ${MENSAJES_PRIMITIVOS.caracteresNoPermitidos}`,
    ],
    [{ apellido: 'Ruiz\u0000' }, `--apellido: ${MENSAJES_PRIMITIVOS.caracteresNoPermitidos}`],
    [{ usuario: 'ana ruiz' }, `--usuario: ${MENSAJES_ADMIN_USUARIOS.usuarioFormato}`],
    [{ correo: 'no-es-correo' }, `--correo: ${MENSAJES_ADMIN_USUARIOS.correoRequerido}`],
  ])('refuses %j with a Spanish line naming the option', (cambio, mensaje) => {
    expect(validarUsuarioCli({ ...valido, ...cambio })).toEqual({ ok: false, errores: [mensaje] });
  });

  it('the built command refuses a name with a line break before opening any database (exit 2)', () => {
    const r = spawnSync(
      process.execPath,
      [compilado('user-create'), '--usuario', 'ana.ruiz', '--nombre', 'Ana\nX', '--correo', 'ana@empresa.co'],
      // No DATABASE_URL: were the arguments accepted, it would go on to open the embedded database.
      { env: { PATH: process.env.PATH, TALENTO_NUEVA_CLAVE: CLAVE_FUERTE }, encoding: 'utf8' },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`--nombre: ${MENSAJES_PRIMITIVOS.caracteresNoPermitidos}`);
  });
});

/** Runs the built command with a password in TALENTO_NUEVA_CLAVE; `DATABASE_URL` only when given. */
const crear = (argumentos: string[], clave: string, databaseUrl?: string) =>
  correrCompilado('user-create', argumentos, {
    PATH: process.env.PATH,
    TALENTO_NUEVA_CLAVE: clave,
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

const ARGUMENTOS_ANA = [
  '--usuario',
  'ana.ruiz',
  '--nombre',
  'Ana',
  '--apellido',
  'Ruiz',
  '--correo',
  'ana@empresa.co',
];

describe('npm run user:create: the password follows the product’s rule (the password link’s)', () => {
  it.each([
    ['shorter than 10 characters', 'Caf3-Ruta', MENSAJES_ADMIN_USUARIOS.contrasenaCorta],
    ['10 characters but guessable', 'aaaaaaaaaa', MENSAJES_ADMIN_USUARIOS.contrasenaDebil],
  ])('refuses a password %s before opening any database (exit 2)', async (_caso, clave, mensaje) => {
    // No DATABASE_URL: were the password accepted, it would go on to open the embedded database.
    const r = await crear(ARGUMENTOS_ANA, clave);
    expect(r.codigo).toBe(2);
    expect(r.errores).toContain(`Contraseña: ${mensaje}`);
  });
});

describe('npm run user:create against a real database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('user_create_cli');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('creates a staff user with its groups and clients who then signs in; run again, it updates the same user', async () => {
    const sql = consultasSql(db.orm);
    const [cliente] = await sql.sql<{ id: number; numero_documento: string }>(
      'select id, numero_documento from cliente order by id limit 1',
    );
    const r = await crear(
      [
        ...ARGUMENTOS_ANA,
        '--grupos',
        'atrabajarstaff,Jefes_de_Operaciones',
        '--clientes',
        cliente!.numero_documento,
      ],
      CLAVE_FUERTE,
      db.url,
    );
    expect(r.errores).toBe('');
    expect(r.codigo).toBe(0);
    const id = Number(/id (\d+)/.exec(r.salida)?.[1]);
    expect(r.salida).toContain(`Usuario ana.ruiz guardado (id ${id}).`);

    const ana = await callerFor(db.orm, { usuario: 'ana.ruiz', contrasena: CLAVE_FUERTE, portal: 'staff' });
    const { usuario } = await ana.caller.auth.me();
    expect(usuario).toMatchObject({ id, username: 'ana.ruiz' });
    expect(usuario.grupos).toContain('Jefes_de_Operaciones');
    expect(
      await sql.sql<{ cliente_id: number }>('select cliente_id from usuario_cliente where usuario_id = ?', [
        id,
      ]),
    ).toEqual([{ cliente_id: cliente!.id }]);

    const otra = await crear(
      ['--usuario', 'ana.ruiz', '--nombre', 'Ana María', '--apellido', 'Ruiz', '--correo', 'ana@empresa.co'],
      CLAVE_FUERTE,
      db.url,
    );
    expect(otra.codigo).toBe(0);
    expect(otra.salida).toContain(`(id ${id})`);
    expect(await sql.sql('select first_name from usuario where username = ?', ['ana.ruiz'])).toEqual([
      { first_name: 'Ana María' },
    ]);
  });
});
