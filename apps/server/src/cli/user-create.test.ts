import { spawnSync } from 'node:child_process';
import { MENSAJES_ADMIN_USUARIOS, MENSAJES_PRIMITIVOS } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { compilado } from '../testing/bundle';
import { validarUsuarioCli } from './user-create-entrada';

const valido = { usuario: 'ana.ruiz', nombre: 'Ana', apellido: 'Ruiz', correo: 'ana@empresa.co' };

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
      { env: { PATH: process.env.PATH, TALENTO_NUEVA_CLAVE: 'una clave larga' }, encoding: 'utf8' },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`--nombre: ${MENSAJES_PRIMITIVOS.caracteresNoPermitidos}`);
  });
});
