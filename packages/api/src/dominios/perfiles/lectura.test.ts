import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, sesionesStaff, type TestSession } from '../../testing';
import { referencias, type Referencias } from './testing/datos-prueba';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let ejecutivo: TestSession;
let reclutador: TestSession;
let admin: TestSession;
let r: Referencias;

beforeAll(async () => {
  db = await createTestDatabase('perfiles_lectura');
  [jefe, psicologa, ejecutivo, reclutador, admin] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'ejecutivo',
    'reclutador',
    'admin',
  );
  r = await referencias(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

describe('perfiles.porCliente', () => {
  it('lists the profiles of a client in scope, newest first', async () => {
    const { cliente, perfiles } = await psicologa.caller.perfiles.porCliente({ clienteId: r.cliente.id });
    expect(cliente).toMatchObject({ id: r.cliente.id, numeroDocumento: '900123456' });
    expect(perfiles.length).toBeGreaterThan(0);
    expect(perfiles.map((p) => p.id)).toEqual([...perfiles.map((p) => p.id)].sort((a, b) => b - a));
    expect(perfiles.find((p) => p.id === r.aprobado.id)).toMatchObject({ estadoPerfil: 2, tieneFac: true });
  });

  it('answers NOT_FOUND for a client outside the scope and FORBIDDEN without the flag', async () => {
    expect((await errorDe(psicologa.caller.perfiles.porCliente({ clienteId: r.clienteFuera.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await ejecutivo.caller.perfiles.porCliente({ clienteId: r.clienteFuera.id })).cliente.id).toBe(
      r.clienteFuera.id,
    );
    expect((await errorDe(reclutador.caller.perfiles.porCliente({ clienteId: r.cliente.id }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('perfiles.obtener', () => {
  it('answers every section of a seeded profile', async () => {
    const p = await jefe.caller.perfiles.obtener({ id: r.aprobado.id });
    expect(p).toMatchObject({ id: r.aprobado.id, estadoPerfil: 2, cliente: { id: r.cliente.id } });
    expect(p.fac).not.toBeNull();
    expect(p.responsabilidades.length).toBeGreaterThan(0);
    expect(p.indicadores.length).toBeGreaterThan(0);
    expect(p.relacionesAreas.length).toBeGreaterThan(0);
    expect(p.valores.length).toBeGreaterThan(0);
    expect(p.actorAprobacion).toBeTruthy();
    expect(p.fechaAprobacion).toBeInstanceOf(Date);
  });

  it('hides profiles of other clients (NOT_FOUND) and unknown ids', async () => {
    const { perfiles } = await jefe.caller.perfiles.porCliente({ clienteId: r.clienteFuera.id });
    const ajeno = perfiles[0];
    expect(ajeno).toBeDefined();
    expect((await errorDe(psicologa.caller.perfiles.obtener({ id: ajeno!.id }))).code).toBe('NOT_FOUND');
    expect((await errorDe(jefe.caller.perfiles.obtener({ id: 2_000_000_000 }))).message).toBe(
      MENSAJES.errores.noEncontrado,
    );
    expect((await errorDe(jefe.caller.perfiles.obtener({ id: -1 }))).code).toBe('BAD_REQUEST');
  });
});

describe('perfiles.catalogos and perfiles.cargos', () => {
  it('answers the catalogues, the minimum wage and the orders-config limits', async () => {
    const c = await psicologa.caller.perfiles.catalogos();
    expect(c.smmlv).toBeGreaterThan(0);
    expect(c.limites).toEqual({ maxCompetencias: 3, maxSubCompetencias: 6, minValores: 1, maxValores: 5 });
    expect(new Set(c.caracteristicas.map((x) => x.tipo))).toEqual(new Set([0, 1, 2]));
    expect(c.competencias.some((x) => x.padreId === null)).toBe(true);
    expect(c.competencias.some((x) => x.padreId !== null)).toBe(true);
    expect(c.valores.filter((v) => v.defecto).length).toBe(r.valores.length);
    expect(new Set(c.elEmpleo.map((e) => e.lista))).toEqual(
      new Set(['profesiones', 'sectores', 'posiciones', 'areas_trabajo', 'subniveles']),
    );
    expect(c.tiposCargo.length).toBeGreaterThan(0);
    expect(c.categoriasStock.length).toBeGreaterThan(0);
  });

  it('searches positions from 4 characters, accents ignored', async () => {
    const cargos = await psicologa.caller.perfiles.cargos({ texto: 'bodega' });
    expect(cargos.some((c) => c.nombre === 'Auxiliar de bodega')).toBe(true);
    const conducir = await psicologa.caller.perfiles.cargos({ texto: 'CONDUCTOR' });
    expect(conducir.length).toBeGreaterThan(0);
    const e = await errorDe(psicologa.caller.perfiles.cargos({ texto: 'bod' }));
    expect(e.code).toBe('BAD_REQUEST');
  });
});

describe('perfiles.facsSugeridos', () => {
  it('answers the groups of the profile first, then active groups by name', async () => {
    const propios = await psicologa.caller.perfiles.facsSugeridos({ perfilId: r.aprobado.id });
    expect(propios.length).toBeGreaterThan(0);
    expect(propios.every((g) => g.delPerfil)).toBe(true);
    const conTexto = await psicologa.caller.perfiles.facsSugeridos({
      perfilId: r.aprobado.id,
      texto: r.fac.nombre.slice(0, 6),
    });
    expect(conTexto.some((g) => g.id === r.fac.id && g.preguntas > 0)).toBe(true);
    expect(new Set(conTexto.map((g) => g.id)).size).toBe(conTexto.length);
  });

  it("never suggests a group of a client outside the user's scope, not even by its exact name (issue 11 §7)", async () => {
    const texto = r.facFuera.nombre;
    // A user with every client finds it by that text: the search itself matches.
    expect(
      (await admin.caller.perfiles.facsSugeridos({ perfilId: r.aprobado.id, texto })).map((g) => g.id),
    ).toContain(r.facFuera.id);
    expect(
      (await psicologa.caller.perfiles.facsSugeridos({ perfilId: r.aprobado.id, texto })).map((g) => g.id),
    ).not.toContain(r.facFuera.id);
    // Not even when it is already tied to the profile (written before the scope was checked).
    await db.orm.em
      .fork()
      .getConnection()
      .execute('insert into perfil_fac (perfil_id, grupo_preguntas_filtro_id) values (?, ?)', [
        r.aprobado.id,
        r.facFuera.id,
      ]);
    try {
      expect(
        (await psicologa.caller.perfiles.facsSugeridos({ perfilId: r.aprobado.id })).map((g) => g.id),
      ).not.toContain(r.facFuera.id);
      expect(
        (await admin.caller.perfiles.facsSugeridos({ perfilId: r.aprobado.id })).map((g) => g.id),
      ).toContain(r.facFuera.id);
    } finally {
      await db.orm.em
        .fork()
        .getConnection()
        .execute('delete from perfil_fac where perfil_id = ? and grupo_preguntas_filtro_id = ?', [
          r.aprobado.id,
          r.facFuera.id,
        ]);
    }
  });

  it('requires read_perfilseleccion_definir_pruebas', async () => {
    expect((await errorDe(jefe.caller.perfiles.facsSugeridos({ perfilId: r.aprobado.id }))).code).toBe(
      'FORBIDDEN',
    );
  });
});
