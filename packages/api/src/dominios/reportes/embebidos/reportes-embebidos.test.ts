/** reportesEmbebidos.*: who sees a named report (flag, client scope, active), the frame URL, the administrator's form. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_REPORTES_EMBEBIDOS as M } from '@talento/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';

let db: TestDatabase;
let admin: Caller;
let jefe: Caller;
let psicologa: Caller;
let ejecutivo: Caller;
let sabana: number;
let otro: number;

const CLIENTE_SABANA = '900123456';
const base = {
  url: 'https://bi.ejemplo.co/embed/1',
  tipo: 'operaciones' as const,
  permiso: 'read_reportesOperaciones_todos',
};
const campo = async (p: Promise<unknown>) => {
  const e = await errorDe(p);
  return {
    code: e.code,
    campos: (
      e.cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined
    )?.issues?.map((i) => [i.path.join('.'), i.message]),
  };
};

beforeAll(async () => {
  db = await createTestDatabase('reportes_embebidos');
  const f = fabricasDe(db.orm);
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff' })).caller;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  psicologa = (await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' })).caller;
  const ej = await f.usuario({ rol: 'ejecutivo', clientes: [CLIENTE_SABANA] });
  ejecutivo = (await callerFor(db.orm, { usuario: ej.username, portal: 'staff' })).caller;
  const filas = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; es: boolean }[]>(
      'select id, numero_documento = ? as es from cliente order by id',
      [CLIENTE_SABANA],
    );
  sabana = filas.find((c) => c.es)!.id;
  otro = filas.find((c) => !c.es)!.id;
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await db?.drop();
});

describe('reportesEmbebidos', () => {
  it('refuses a URL whose origin the server does not frame (REPORTES_ORIGENES), under the field, and saves nothing', async () => {
    vi.stubEnv('REPORTES_ORIGENES', '');
    expect(await campo(admin.reportesEmbebidos.guardar({ ...base, nombre: 'Sin origen' }))).toEqual({
      code: 'BAD_REQUEST',
      campos: [['url', M.origenNoPermitido('https://bi.ejemplo.co')]],
    });
    vi.stubEnv('REPORTES_ORIGENES', 'https://otro.co');
    expect((await campo(admin.reportesEmbebidos.guardar({ ...base, nombre: 'Sin origen' }))).campos).toEqual([
      ['url', M.origenNoPermitido('https://bi.ejemplo.co')],
    ]);
    expect((await admin.reportesEmbebidos.administrados()).reportes.map((r) => r.nombre)).not.toContain(
      'Sin origen',
    );
    // Insecure URLs never reach the service.
    expect(
      (
        await campo(
          admin.reportesEmbebidos.guardar({ ...base, nombre: 'Plano', url: 'http://bi.ejemplo.co/x' }),
        )
      ).campos,
    ).toEqual([['url', M.urlNoSegura]]);
  });

  it('only the administrator flag manages reports', async () => {
    vi.stubEnv('REPORTES_ORIGENES', 'https://bi.ejemplo.co');
    expect((await errorDe(jefe.reportesEmbebidos.guardar({ ...base, nombre: 'Del jefe' }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorDe(jefe.reportesEmbebidos.administrados())).code).toBe('FORBIDDEN');
  });

  it('a report is seen by the users holding its flag, only while active; the frame URL comes with it; others get NOT_FOUND', async () => {
    vi.stubEnv('REPORTES_ORIGENES', 'https://bi.ejemplo.co https://tableros.co');
    const r = await admin.reportesEmbebidos.guardar({ ...base, nombre: 'Nivel de servicio semanal' });
    expect(r).toMatchObject({
      tipo: 'operaciones',
      permiso: 'read_reportesOperaciones_todos',
      cliente: null,
      activo: true,
      origenPermitido: true,
    });
    expect((await jefe.reportesEmbebidos.visibles({ tipo: 'operaciones' })).map((x) => x.nombre)).toContain(
      'Nivel de servicio semanal',
    );
    expect(
      (await jefe.reportesEmbebidos.visibles({ tipo: 'merchandising' })).map((x) => x.nombre),
    ).not.toContain('Nivel de servicio semanal');
    expect(await jefe.reportesEmbebidos.ver({ id: r.id })).toEqual({
      id: r.id,
      nombre: 'Nivel de servicio semanal',
      tipo: 'operaciones',
      url: base.url,
      origenPermitido: true,
    });
    // The psychologist lacks read_reportesOperaciones_todos.
    expect((await psicologa.reportesEmbebidos.visibles({})).map((x) => x.id)).not.toContain(r.id);
    expect((await errorDe(psicologa.reportesEmbebidos.ver({ id: r.id }))).message).toBe(M.noExiste);

    // Same name: refused under the field. Stale version: conflict. Deactivated: gone for users, kept for the admin.
    expect(
      (await campo(admin.reportesEmbebidos.guardar({ ...base, nombre: 'Nivel de servicio semanal' }))).campos,
    ).toEqual([['nombre', M.nombreRepetido]]);
    const inactivo = await admin.reportesEmbebidos.guardar({
      ...base,
      id: r.id,
      version: r.version,
      nombre: r.nombre,
      url: 'https://tableros.co/x',
      activo: false,
    });
    expect(inactivo).toMatchObject({ activo: false, url: 'https://tableros.co/x' });
    expect(
      (
        await errorDe(
          admin.reportesEmbebidos.guardar({ ...base, id: r.id, version: r.version, nombre: r.nombre }),
        )
      ).code,
    ).toBe('CONFLICT');
    expect((await errorDe(jefe.reportesEmbebidos.ver({ id: r.id }))).code).toBe('NOT_FOUND');
    // The server stops framing its origin: the admin list says so.
    vi.stubEnv('REPORTES_ORIGENES', 'https://bi.ejemplo.co');
    const lista = await admin.reportesEmbebidos.administrados();
    expect(lista.origenes).toEqual(['https://bi.ejemplo.co']);
    expect(lista.reportes.find((x) => x.id === r.id)).toMatchObject({
      origenPermitido: false,
      activo: false,
    });
  });

  it('a report whose origin the server no longer frames comes with origenPermitido false, so the screen can say so', async () => {
    vi.stubEnv('REPORTES_ORIGENES', 'https://bi.ejemplo.co');
    const r = await admin.reportesEmbebidos.guardar({ ...base, nombre: 'Origen retirado' });
    expect(await jefe.reportesEmbebidos.ver({ id: r.id })).toMatchObject({ origenPermitido: true });
    vi.stubEnv('REPORTES_ORIGENES', '');
    expect(await jefe.reportesEmbebidos.ver({ id: r.id })).toMatchObject({
      url: base.url,
      origenPermitido: false,
    });
  });

  it("a client's report only reaches users whose scope has that client, in the query", async () => {
    vi.stubEnv('REPORTES_ORIGENES', 'https://bi.ejemplo.co');
    const propio = await admin.reportesEmbebidos.guardar({
      ...base,
      nombre: 'Servicio La Sabana',
      permiso: 'read_reportesOperaciones_clientes',
      clienteId: sabana,
    });
    const ajeno = await admin.reportesEmbebidos.guardar({
      ...base,
      nombre: 'Servicio de otro',
      permiso: 'read_reportesOperaciones_clientes',
      clienteId: otro,
    });
    const ve = (await ejecutivo.reportesEmbebidos.visibles({})).map((x) => x.id);
    expect(ve).toContain(propio.id);
    expect(ve).not.toContain(ajeno.id);
    expect((await errorDe(ejecutivo.reportesEmbebidos.ver({ id: ajeno.id }))).code).toBe('NOT_FOUND');
    expect((await ejecutivo.reportesEmbebidos.ver({ id: propio.id })).url).toBe(base.url);
    // An unknown client is a field error.
    expect(
      (await campo(admin.reportesEmbebidos.guardar({ ...base, nombre: 'X', clienteId: 999_999 }))).campos,
    ).toEqual([['clienteId', 'El cliente no existe']]);
  });
});
