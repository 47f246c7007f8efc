/** administracion.auditoria: logins, failed logins and administration changes, filtered, paged and exported; read only. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_AUDITORIA } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';

let db: TestDatabase;
let admin: Caller;

beforeAll(async () => {
  db = await createTestDatabase('admin_auditoria');
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff', ip: '10.1.2.3' })).caller;
  await expect(
    callerFor(db.orm, { usuario: 'jefe', contrasena: 'equivocada', portal: 'staff', ip: '10.9.9.9' }),
  ).rejects.toThrow();
  await admin.administracion.grupos.guardar({
    nombre: 'Consultores',
    portal: 'staff',
    permisos: ['read_cita'],
  });
});
afterAll(async () => {
  await db?.drop();
});

describe('administracion.auditoria', () => {
  it('"Ingresos" lists the login and the failed login with who and from where', async () => {
    const { filas } = await admin.administracion.auditoria.listar({ categoria: 'ingresos' });
    expect(filas.find((f) => f.accion === 'ingreso_fallido')).toMatchObject({
      usuario: 'jefe',
      ip: '10.9.9.9',
      detalle: { usuario: 'jefe' },
    });
    expect(filas.find((f) => f.accion === 'ingreso')).toMatchObject({ usuario: 'admin', ip: '10.1.2.3' });
    expect(
      filas.every(
        (f) =>
          ['ingreso', 'ingreso_fallido', 'ingreso_bloqueado'].includes(f.accion) || f.accion.includes('.'),
      ),
    ).toBe(true);
  });

  it('"Cambios de administración" has the change with its values; the text filter and the export agree', async () => {
    const { filas, total } = await admin.administracion.auditoria.listar({
      categoria: 'administracion',
      texto: 'grupo',
    });
    expect(total).toBe(1);
    expect(filas[0]).toMatchObject({
      usuario: 'admin',
      accion: 'grupo.crear',
      recurso: 'grupo',
      detalle: { antes: null, despues: { nombre: 'Consultores', portal: 'staff', permisos: ['read_cita'] } },
    });
  });

  it('days are Bogotá days; an inverted range is refused under "hasta"', async () => {
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    expect((await admin.administracion.auditoria.listar({ desde: hoy, hasta: hoy })).total).toBeGreaterThan(
      0,
    );
    expect((await admin.administracion.auditoria.listar({ hasta: '2020-01-01' })).total).toBe(0);
    const e = await errorDe(
      admin.administracion.auditoria.listar({ desde: '2026-12-02', hasta: '2026-12-01' }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(
      (e.cause as { issues?: { path: string[]; message: string }[] }).issues?.map((i) => [
        i.path.join('.'),
        i.message,
      ]),
    ).toEqual([['hasta', MENSAJES_AUDITORIA.rangoInvalido]]);
  });
});
