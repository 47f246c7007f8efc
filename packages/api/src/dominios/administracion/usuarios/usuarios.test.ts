/**
 * administracion.usuarios + auth.enlace: an administrator creates staff and client-portal users who set their own
 * password through a single-use e-mailed link; edits, deactivation, the rules that protect the administrator, and the
 * audit row of every change.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MensajeSaliente } from '@talento/db';
import { MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';

let db: TestDatabase;
let admin: Caller;
let adminId: number;
let anonimo: Caller;
let sabana: number;
let grupos: Map<string, number>;

const CONTRASENA = 'girasol-tranvia-cometa-27';
const camposDe = async (p: Promise<unknown>) => {
  const e = await errorDe(p);
  const issues = (e.cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined)
    ?.issues;
  return {
    code: e.code,
    campos: Object.fromEntries((issues ?? []).map((i) => [i.path.join('.'), i.message])),
  };
};

/** The token of the newest password link e-mailed to `correo` (read from the outbox, as the SMTP worker would send it). */
async function tokenEnviadoA(correo: string): Promise<string> {
  const [mensaje] = await db.orm.em
    .fork()
    .find(MensajeSaliente, { destino: correo }, { orderBy: { id: 'desc' }, limit: 1 });
  const texto = (mensaje?.payload as { texto?: string } | undefined)?.texto ?? '';
  const token = /\/establecer-contrasena\/([a-z2-7]+)/.exec(texto)?.[1];
  if (!token) throw new Error(`sin enlace en el correo a ${correo}: ${texto}`);
  return token;
}

async function auditoriaDe(recursoId: number) {
  return db.orm.em
    .fork()
    .getConnection()
    .execute<{ accion: string; usuario_id: number | null; detalle: Record<string, unknown> | null }[]>(
      `select accion, usuario_id, detalle from auditoria
        where (recurso = 'usuario' and recurso_id = ?) or (accion = 'ingreso' and usuario_id = ?) order by id`,
      [String(recursoId), recursoId],
    );
}

beforeAll(async () => {
  db = await createTestDatabase('admin_usuarios');
  const s = await callerFor(db.orm, { usuario: 'admin', portal: 'staff' });
  admin = s.caller;
  adminId = s.usuario!.id;
  anonimo = (await callerFor(db.orm, { portal: 'staff' })).caller;
  const sql = db.orm.em.fork().getConnection();
  sabana = (
    await sql.execute<{ id: number }[]>(`select id from cliente where numero_documento = '900123456'`)
  )[0]!.id;
  grupos = new Map(
    (await sql.execute<{ id: number; nombre: string }[]>('select id, nombre from grupo')).map((g) => [
      g.nombre,
      g.id,
    ]),
  );
});
afterAll(async () => {
  await db?.drop();
});

describe('administracion.usuarios', () => {
  it('creates a staff user limited to one client: no password until the e-mailed link; weak passwords refused with the hint; the link works once', async () => {
    const r = await admin.administracion.usuarios.guardar({
      tipo: 'staff',
      username: 'laura.ejecutiva',
      firstName: 'Laura',
      lastName: 'Ejecutiva',
      email: 'laura@agencia.test',
      grupos: [grupos.get('Ejecutivos_Lider')!],
      clientes: [sabana],
    });
    expect(r.mensaje).toBe(M.creado('laura@agencia.test'));
    const detalle = await admin.administracion.usuarios.detalle({ id: r.id });
    // atrabajarstaff is added by the server: it is what lets a staff user into the staff portal.
    expect(detalle.grupos.map((g) => g.nombre)).toEqual(['atrabajarstaff', 'Ejecutivos_Lider']);
    expect(detalle.tieneContrasena).toBe(false);
    expect(detalle.permisos.find((p) => p.codigo === 'add_pedido')?.grupos).toEqual(['Ejecutivos_Lider']);
    await expect(
      callerFor(db.orm, { usuario: 'laura.ejecutiva', contrasena: '', portal: 'staff' }),
    ).rejects.toThrow();

    const token = await tokenEnviadoA('laura@agencia.test');
    expect(await anonimo.auth.enlace.ver({ token })).toEqual({
      username: 'laura.ejecutiva',
      nombre: 'Laura Ejecutiva',
      portal: 'staff',
    });
    const debil = await camposDe(
      anonimo.auth.enlace.establecer({ token, contrasena: 'laura12345', confirmacion: 'laura12345' }),
    );
    expect(debil.code).toBe('BAD_REQUEST');
    expect(debil.campos.contrasena).toMatch(/^La contraseña es fácil de adivinar\. /);
    const corta = await camposDe(
      anonimo.auth.enlace.establecer({ token, contrasena: 'corta', confirmacion: 'corta' }),
    );
    expect(corta.campos.contrasena).toBe(M.contrasenaCorta);
    const distinta = await camposDe(
      anonimo.auth.enlace.establecer({ token, contrasena: CONTRASENA, confirmacion: `${CONTRASENA}x` }),
    );
    expect(distinta.campos.confirmacion).toBe(M.confirmacionDistinta);

    expect(
      await anonimo.auth.enlace.establecer({ token, contrasena: CONTRASENA, confirmacion: CONTRASENA }),
    ).toEqual({ mensaje: M.contrasenaDefinida, portal: 'staff' });
    const laura = await callerFor(db.orm, {
      usuario: 'laura.ejecutiva',
      contrasena: CONTRASENA,
      portal: 'staff',
    });
    expect(laura.usuario!.clientes.map((c) => c.id)).toEqual([sabana]);
    expect(laura.usuario!.todosLosClientes).toBe(false);
    // Used: the same link never works again.
    const usado = await errorDe(
      anonimo.auth.enlace.establecer({ token, contrasena: `${CONTRASENA}!`, confirmacion: `${CONTRASENA}!` }),
    );
    expect([usado.code, usado.message]).toEqual(['NOT_FOUND', M.enlaceInvalido]);
    expect((await auditoriaDe(r.id)).map((a) => [a.accion, a.usuario_id])).toEqual([
      ['usuario.crear', adminId],
      ['contrasena.establecer', r.id],
      ['ingreso', r.id],
    ]);
  });

  it('a client-portal user gets only client-portal groups and at least one company, then logs into the portal', async () => {
    const base = {
      tipo: 'cliente' as const,
      username: 'camilo.sabana',
      firstName: 'Camilo',
      lastName: 'Sabana',
      email: 'camilo@sabana.test',
    };
    const conStaff = await camposDe(
      admin.administracion.usuarios.guardar({
        ...base,
        grupos: [grupos.get('Jefes_de_Operaciones')!],
        clientes: [sabana],
      }),
    );
    expect(conStaff.campos.grupos).toBe(M.grupoDeOtroPortal('Jefes_de_Operaciones', 'cliente'));
    const sinEmpresa = await camposDe(
      admin.administracion.usuarios.guardar({
        ...base,
        grupos: [grupos.get('Staff_Cliente')!],
        clientes: [],
      }),
    );
    expect(sinEmpresa.campos.clientes).toBe(M.clientesRequeridos);
    const { total } = await admin.administracion.usuarios
      .listar({ texto: 'camilo' })
      .then((l) => ({ total: l.usuarios.length }));
    expect(total).toBe(0);

    const r = await admin.administracion.usuarios.guardar({
      ...base,
      grupos: [grupos.get('Staff_Cliente')!],
      clientes: [sabana],
    });
    const token = await tokenEnviadoA('camilo@sabana.test');
    expect(
      await anonimo.auth.enlace.establecer({ token, contrasena: CONTRASENA, confirmacion: CONTRASENA }),
    ).toMatchObject({ portal: 'cliente' });
    const camilo = await callerFor(db.orm, {
      usuario: 'camilo.sabana',
      contrasena: CONTRASENA,
      portal: 'cliente',
    });
    expect(camilo.usuario!.esStaffCliente).toBe(true);
    const lista = await admin.administracion.usuarios.listar({ tipo: 'cliente', clienteId: sabana });
    expect(lista.usuarios.find((u) => u.id === r.id)).toMatchObject({ tipo: 'cliente', activo: true });
  });

  it('refuses a duplicate user name or e-mail (case ignored) under the field and creates nothing', async () => {
    const antes = (await admin.administracion.usuarios.listar({ activo: null })).usuarios.length;
    const e = await camposDe(
      admin.administracion.usuarios.guardar({
        tipo: 'staff',
        username: 'ADMIN',
        firstName: 'Otro',
        lastName: 'Admin',
        email: 'LAURA@agencia.test',
        grupos: [grupos.get('Reclutadores')!],
      }),
    );
    expect(e).toEqual({
      code: 'BAD_REQUEST',
      campos: { username: M.usuarioDuplicado, email: M.correoDuplicado },
    });
    expect((await admin.administracion.usuarios.listar({ activo: null })).usuarios).toHaveLength(antes);
  });

  it('an edit with a stale version is a CONFLICT; a group taken away is gone on the next request', async () => {
    const { id } = await admin.administracion.usuarios.guardar({
      tipo: 'staff',
      username: 'pedro.reclutador',
      firstName: 'Pedro',
      lastName: 'Reclutador',
      email: 'pedro@agencia.test',
      grupos: [grupos.get('Reclutadores')!, grupos.get('Psicologos_Seleccion')!],
    });
    const token = await tokenEnviadoA('pedro@agencia.test');
    await anonimo.auth.enlace.establecer({ token, contrasena: CONTRASENA, confirmacion: CONTRASENA });
    const pedro = await callerFor(db.orm, {
      usuario: 'pedro.reclutador',
      contrasena: CONTRASENA,
      portal: 'staff',
    });
    expect((await pedro.caller.auth.me()).usuario.permisos).toContain('add_fac');

    const d = await admin.administracion.usuarios.detalle({ id });
    const edicion = {
      id,
      version: d.version,
      tipo: 'staff' as const,
      username: d.username,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      grupos: [grupos.get('Reclutadores')!],
    };
    await admin.administracion.usuarios.guardar(edicion);
    expect((await pedro.caller.auth.me()).usuario.permisos).not.toContain('add_fac');
    const viejo = await errorDe(admin.administracion.usuarios.guardar({ ...edicion, firstName: 'Pedrito' }));
    expect(viejo.code).toBe('CONFLICT');
    expect((await admin.administracion.usuarios.detalle({ id })).firstName).toBe('Pedro');
    const editar = (await auditoriaDe(id)).filter((a) => a.accion === 'usuario.editar');
    expect(editar).toHaveLength(1);
    expect(editar[0]).toMatchObject({
      accion: 'usuario.editar',
      detalle: {
        antes: { grupos: ['Psicologos_Seleccion', 'Reclutadores', 'atrabajarstaff'] },
        despues: { grupos: ['Reclutadores', 'atrabajarstaff'] },
      },
    });
  });

  it("deactivating ends the person's sessions at once and voids their link; nobody deactivates or demotes themself", async () => {
    const { id } = await admin.administracion.usuarios.guardar({
      tipo: 'staff',
      username: 'sofia.sale',
      firstName: 'Sofía',
      lastName: 'Sale',
      email: 'sofia@agencia.test',
      grupos: [grupos.get('Reclutadores')!],
    });
    const token = await tokenEnviadoA('sofia@agencia.test');
    await anonimo.auth.enlace.establecer({ token, contrasena: CONTRASENA, confirmacion: CONTRASENA });
    const sofia = await callerFor(db.orm, { usuario: 'sofia.sale', contrasena: CONTRASENA, portal: 'staff' });
    await admin.administracion.usuarios.enviarEnlace({ id });
    const nuevo = await tokenEnviadoA('sofia@agencia.test');
    const { version } = await admin.administracion.usuarios.detalle({ id });
    expect(await admin.administracion.usuarios.activar({ id, version, activo: false })).toMatchObject({
      mensaje: M.desactivado,
    });
    expect(await sofia.sesion()).toBeNull();
    expect((await errorDe(sofia.caller.auth.me())).code).toBe('UNAUTHORIZED');
    expect((await errorDe(anonimo.auth.enlace.ver({ token: nuevo }))).code).toBe('NOT_FOUND');

    const yo = await admin.administracion.usuarios.detalle({ id: adminId });
    expect(
      (
        await errorDe(
          admin.administracion.usuarios.activar({ id: adminId, version: yo.version, activo: false }),
        )
      ).message,
    ).toBe(M.propioDesactivar);
    const sinAdmin = await camposDe(
      admin.administracion.usuarios.guardar({
        id: adminId,
        version: yo.version,
        tipo: 'staff',
        username: yo.username,
        firstName: yo.firstName,
        lastName: yo.lastName,
        email: yo.email || 'admin@agencia.test',
        grupos: [grupos.get('Jefes_de_Operaciones')!],
      }),
    );
    expect(sinAdmin.campos.grupos).toBe(M.propioAdministrador);
    expect((await admin.auth.me()).usuario.permisos).toContain('admin_usuarios');
  });

  it('the audit is append-only: the table refuses updates and deletes', async () => {
    const sql = db.orm.em.fork().getConnection();
    await expect(sql.execute(`update auditoria set ip = 'x'`)).rejects.toThrow(/no se modifica ni se borra/);
    await expect(sql.execute(`delete from auditoria`)).rejects.toThrow(/no se modifica ni se borra/);
  });

  it('jefe (no admin_usuarios) is refused on every procedure', async () => {
    const jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
    expect((await errorDe(jefe.administracion.usuarios.listar({}))).code).toBe('FORBIDDEN');
    expect((await errorDe(jefe.administracion.usuarios.enviarEnlace({ id: adminId }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('a deactivated client', () => {
  it('its client-portal users act for it no more: without another company they cannot log in', async () => {
    const sql = db.orm.em.fork().getConnection();
    const [otro] = await sql.execute<{ id: number }[]>(
      `select id from cliente where numero_documento <> '900123456' and activo order by id limit 1`,
    );
    const { id } = await admin.administracion.usuarios.guardar({
      tipo: 'cliente',
      username: 'rosa.cliente',
      firstName: 'Rosa',
      lastName: 'Cliente',
      email: 'rosa@cliente.test',
      grupos: [grupos.get('Staff_Cliente')!],
      clientes: [otro!.id],
    });
    const token = await tokenEnviadoA('rosa@cliente.test');
    await anonimo.auth.enlace.establecer({ token, contrasena: CONTRASENA, confirmacion: CONTRASENA });
    const rosa = await callerFor(db.orm, {
      usuario: 'rosa.cliente',
      contrasena: CONTRASENA,
      portal: 'cliente',
    });
    expect((await rosa.caller.auth.me()).usuario.clientes.map((c) => c.id)).toEqual([otro!.id]);
    await sql.execute('update cliente set activo = false where id = ?', [otro!.id]);
    try {
      expect((await errorDe(rosa.caller.auth.me())).code).toBe('UNAUTHORIZED');
      await expect(
        callerFor(db.orm, { usuario: 'rosa.cliente', contrasena: CONTRASENA, portal: 'cliente' }),
      ).rejects.toThrow();
      expect((await admin.administracion.usuarios.detalle({ id })).clientes.map((c) => c.id)).toEqual([
        otro!.id,
      ]);
    } finally {
      await sql.execute('update cliente set activo = true where id = ?', [otro!.id]);
    }
  });
});
