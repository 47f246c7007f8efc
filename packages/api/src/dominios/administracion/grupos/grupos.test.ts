/** administracion.grupos: flags by group take effect on the next request; system names and the administrator's own rights are kept. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_ADMIN_GRUPOS as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';

let db: TestDatabase;
let admin: Caller;

const camposDe = async (p: Promise<unknown>) => {
  const e = await errorDe(p);
  const issues = (e.cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined)
    ?.issues;
  return Object.fromEntries((issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

beforeAll(async () => {
  db = await createTestDatabase('admin_grupos');
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('administracion.grupos', () => {
  it('lists every group with its portal and the flag catalogue by area', async () => {
    const { grupos, permisos } = await admin.administracion.grupos.listar();
    expect(grupos.find((g) => g.nombre === 'Staff_Cliente')).toMatchObject({
      portal: 'cliente',
      delSistema: true,
    });
    expect(grupos.find((g) => g.nombre === 'Administradores')?.permisos).toContain('read_auditoria');
    expect(permisos.find((p) => p.codigo === 'admin_usuarios')).toEqual({
      codigo: 'admin_usuarios',
      descripcion: 'Administrar usuarios del staff y del portal de clientes',
      area: 'Administración',
    });
  });

  it("a new group's flags reach its members on their next request; a changed flag too", async () => {
    const { id } = await admin.administracion.grupos.guardar({
      nombre: 'Auditores',
      portal: 'staff',
      permisos: ['read_auditoria'],
    });
    const f = fabricasDe(db.orm);
    const u = await f.usuario({ rol: 'reclutador' });
    await db.orm.em
      .fork()
      .getConnection()
      .execute('insert into usuario_grupo (usuario_id, grupo_id) values (?, ?)', [u.id, id]);
    const s = await callerFor(db.orm, { usuario: u.username, portal: 'staff' });
    expect((await s.caller.administracion.auditoria.listar({})).total).toBeGreaterThan(0);

    const { grupos } = await admin.administracion.grupos.listar();
    const auditores = grupos.find((g) => g.id === id)!;
    await admin.administracion.grupos.guardar({
      id,
      version: auditores.version,
      nombre: 'Auditores',
      portal: 'staff',
      permisos: [],
    });
    expect((await errorDe(s.caller.administracion.auditoria.listar({}))).code).toBe('FORBIDDEN');
    // The same form sent again (stale version) changes nothing.
    const viejo = await errorDe(
      admin.administracion.grupos.guardar({
        id,
        version: auditores.version,
        nombre: 'Auditores',
        portal: 'staff',
        permisos: ['read_auditoria'],
      }),
    );
    expect(viejo.code).toBe('CONFLICT');
  });

  it('refuses a duplicate name, renaming a group the system knows by name, and unknown flags', async () => {
    expect(
      await camposDe(
        admin.administracion.grupos.guardar({ nombre: 'reclutadores', portal: 'staff', permisos: [] }),
      ),
    ).toEqual({
      nombre: M.nombreDuplicado,
    });
    const { grupos } = await admin.administracion.grupos.listar();
    const reclutadores = grupos.find((g) => g.nombre === 'Reclutadores')!;
    expect(
      await camposDe(
        admin.administracion.grupos.guardar({
          id: reclutadores.id,
          version: reclutadores.version,
          nombre: 'Captadores',
          portal: 'staff',
          permisos: reclutadores.permisos,
        }),
      ),
    ).toEqual({ nombre: M.nombreDelSistema });
    const malo = await errorDe(
      admin.administracion.grupos.guardar({ nombre: 'Raro', portal: 'staff', permisos: ['borrar_todo'] }),
    );
    expect(malo.code).toBe('BAD_REQUEST');
    expect((await admin.administracion.grupos.listar()).grupos.some((g) => g.nombre === 'Raro')).toBe(false);
  });

  it('an administrator cannot take admin_usuarios away from themself through their group', async () => {
    const { grupos } = await admin.administracion.grupos.listar();
    const administradores = grupos.find((g) => g.nombre === 'Administradores')!;
    expect(
      await camposDe(
        admin.administracion.grupos.guardar({
          id: administradores.id,
          version: administradores.version,
          nombre: 'Administradores',
          portal: 'staff',
          permisos: administradores.permisos.filter((p) => p !== 'admin_usuarios'),
        }),
      ),
    ).toEqual({ permisos: M.propioAdministrador });
    expect((await admin.auth.me()).usuario.permisos).toContain('admin_usuarios');
  });
});
