import { Perfil, PerfilCompetencia } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_PERFILES as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, sesionesStaff, type TestSession } from '../../testing';
import { conCompetencias, formulario, referencias, type Referencias } from './testing/datos-prueba';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let ejecutivo: TestSession;
let gerente: TestSession;
let r: Referencias;
let smmlv: number;

beforeAll(async () => {
  db = await createTestDatabase('perfiles_escritura');
  [jefe, psicologa, ejecutivo, gerente] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'ejecutivo',
    'gerente',
  );
  r = await referencias(db.orm);
  smmlv = (await psicologa.caller.perfiles.catalogos()).smmlv;
});
afterAll(async () => {
  await db?.drop();
});

const cuantos = () => db.orm.em.fork().count(Perfil, {});
/** Field messages of a 400. */
const campos = async (p: Promise<unknown>) => {
  const e = await errorDe(p);
  expect(e.code).toBe('BAD_REQUEST');
  return Object.fromEntries(
    Object.entries((formaDeError(e).data as { campos?: Record<string, string[]> }).campos ?? {}).map(
      ([k, v]) => [k, v[0]],
    ),
  );
};

describe('perfiles.crear', () => {
  it('the psychologist creates an administrative profile with competencies: estado 1, SMMLV salary, blocks cleared', async () => {
    const datos = formulario(r, { ...conCompetencias(r), edadMinima: 30, genero: 2, numeroHijos: 3 });
    const { id, estadoPerfil } = await psicologa.caller.perfiles.crear(datos);
    expect(estadoPerfil).toBe(1);
    const p = await psicologa.caller.perfiles.obtener({ id });
    expect(p).toMatchObject({
      tipo: 1,
      competencias: datos.competencias,
      salario: smmlv,
      esSmmlv: true,
      edadMinima: null,
      genero: 0,
      numeroHijos: null,
      fac: null,
      creadoPor: 'Paula Sánchez Ortiz',
    });
    expect(p.responsabilidades).toHaveLength(2);
    expect(p.indicadores[0]).toMatchObject({ peso: 100 });
  });

  it('keeps ticked blocks and an OTRO salary at or above the minimum wage', async () => {
    const { id } = await psicologa.caller.perfiles.crear(
      formulario(r, {
        tipo: 3,
        requiereEdad: true,
        edadMinima: 20,
        edadMaxima: 35,
        requiereGenero: true,
        genero: 1,
        requiereHijos: true,
        numeroHijos: 1,
        modoSalario: 'OTRO',
        salario: smmlv + 500_000,
        profesionesElEmpleo: ['1010', '1020'],
      }),
    );
    const p = await psicologa.caller.perfiles.obtener({ id });
    expect(p).toMatchObject({
      edadMinima: 20,
      edadMaxima: 35,
      genero: 1,
      numeroHijos: 1,
      salario: smmlv + 500_000,
      esSmmlv: false,
      profesionesElEmpleo: ['1010', '1020'],
    });
  });

  it.each([
    [
      'salary below the minimum wage',
      { tipo: 3 as const, modoSalario: 'OTRO' as const, salario: 1000 },
      { salario: M.salarioMinimo },
    ],
    [
      'administrative without sub-competencies',
      { tipo: 1 as const, competencias: [] },
      { competencias: M.subcompetenciasObligatorias },
    ],
    ['test type required for who may choose it', { tipo: null }, { tipo: M.tipoPrueba }],
    [
      'fewer values than min_valores',
      { tipo: 3 as const, valores: [] as number[] },
      { valores: M.minValores(1) },
    ],
    [
      'unknown job-board code',
      { tipo: 3 as const, sectoresElEmpleo: ['no-existe'] },
      { sectoresElEmpleo: M.noExiste },
    ],
    [
      'ticked block without value',
      { tipo: 3 as const, requiereResidencia: true },
      { lugarResidenciaId: M.requerido },
    ],
  ])('refuses %s and writes nothing', async (_caso, cambios, esperado) => {
    const antes = await cuantos();
    expect(await campos(psicologa.caller.perfiles.crear(formulario(r, cambios)))).toMatchObject(esperado);
    expect(await cuantos()).toBe(antes);
  });

  it('refuses more parent competencies than max_competencias', async () => {
    const padres = r.padres.slice(0, 4);
    const competencias = [...padres.map((p) => p.padre.id), padres[0]!.hijas[0]!.id];
    expect(await campos(psicologa.caller.perfiles.crear(formulario(r, { tipo: 1, competencias })))).toEqual({
      competencias: M.maxSeleccion(3, 'competencias'),
    });
    const valores = (await psicologa.caller.perfiles.catalogos()).valores.map((v) => v.id).slice(0, 6);
    expect(await campos(psicologa.caller.perfiles.crear(formulario(r, { tipo: 3, valores })))).toEqual({
      valores: M.maxSeleccion(5, 'valores'),
    });
  });

  it('only a selection psychologist sets competencies; only definir_pruebas sets the test type', async () => {
    const antes = await cuantos();
    const e1 = await errorDe(ejecutivo.caller.perfiles.crear(formulario(r, conCompetencias(r))));
    expect([e1.code, e1.message]).toEqual(['FORBIDDEN', M.sinPermisoDefinir]);
    const e2 = await errorDe(
      ejecutivo.caller.perfiles.crear(formulario(r, { competencias: conCompetencias(r).competencias })),
    );
    expect(e2.code).toBe('BAD_REQUEST'); // competencies without a test type, refused by the schema first
    expect(await cuantos()).toBe(antes);
    const { id } = await ejecutivo.caller.perfiles.crear(formulario(r));
    expect((await ejecutivo.caller.perfiles.obtener({ id })).tipo).toBeNull();
  });

  it('a duplicate by a non-psychologist inherits test type and competencies, never the FAC', async () => {
    const origen = await psicologa.caller.perfiles.crear(formulario(r, conCompetencias(r)));
    const fuente = await psicologa.caller.perfiles.obtener({ id: origen.id });
    const { id } = await ejecutivo.caller.perfiles.crear(
      formulario(r, { tipo: 1, competencias: fuente.competencias, duplicadoDe: origen.id }),
    );
    expect(await ejecutivo.caller.perfiles.obtener({ id })).toMatchObject({
      tipo: 1,
      competencias: fuente.competencias,
      fac: null,
      estadoPerfil: 1,
    });
    const cancelado = await errorDe(
      jefe.caller.perfiles.crear(formulario(r, { duplicadoDe: r.cancelado.id })),
    );
    expect(cancelado.code).toBe('FORBIDDEN'); // jefe has no add_perfilseleccion
  });

  it('refuses a client outside the scope (NOT_FOUND) and users without add_perfilseleccion', async () => {
    expect(
      (
        await errorDe(
          psicologa.caller.perfiles.crear(formulario(r, { tipo: 3, clienteId: r.clienteFuera.id })),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await errorDe(gerente.caller.perfiles.crear(formulario(r)))).code).toBe('FORBIDDEN');
  });
});

describe('perfiles.editar, aprobar y cancelar', () => {
  it('create → approve fails without FAC → psychologist sets the FAC → jefe approves with actor and date', async () => {
    const { id } = await psicologa.caller.perfiles.crear(formulario(r, conCompetencias(r)));
    let p = await jefe.caller.perfiles.obtener({ id });
    const sinFac = await errorDe(jefe.caller.perfiles.aprobar({ id, version: p.version }));
    expect([sinFac.code, sinFac.message]).toEqual(['CONFLICT', M.sinFac]);

    const edicion = { ...formulario(r, conCompetencias(r)), id, version: p.version };
    expect(await campos(psicologa.caller.perfiles.editar(edicion))).toEqual({ facId: M.fac });
    const guardado = await psicologa.caller.perfiles.editar({
      ...edicion,
      facId: r.fac.id,
      nombreCargoPerfil: 'Analista senior',
    });
    p = await jefe.caller.perfiles.obtener({ id });
    expect(p).toMatchObject({
      fac: { id: r.fac.id },
      apruebaFac: true,
      nombreCargoPerfil: 'Analista senior',
      version: guardado.version,
    });

    const aprobado = await jefe.caller.perfiles.aprobar({ id, version: p.version });
    expect(aprobado.estadoPerfil).toBe(2);
    p = await jefe.caller.perfiles.obtener({ id });
    expect(p).toMatchObject({ estadoPerfil: 2, actorAprobacion: 'Juliana Restrepo Gómez' });
    expect(p.fechaAprobacion).toBeInstanceOf(Date);
    expect((await psicologa.caller.perfiles.facsSugeridos({ perfilId: id })).map((g) => g.id)).toContain(
      r.fac.id,
    );

    const otra = await errorDe(jefe.caller.perfiles.aprobar({ id, version: p.version }));
    expect([otra.code, otra.message]).toEqual(['CONFLICT', M.yaAprobado]);
    const editarAprobado = await errorDe(
      psicologa.caller.perfiles.editar({ ...edicion, facId: r.fac.id, version: p.version }),
    );
    expect([editarAprobado.code, editarAprobado.message]).toEqual(['CONFLICT', M.noEditable]);
  });

  it("a FAC group of a client outside the user's scope is refused like an unknown one and nothing changes (issue 11 §7)", async () => {
    const antes = await cuantos();
    expect(
      await campos(
        psicologa.caller.perfiles.crear(formulario(r, { ...conCompetencias(r), facId: r.facFuera.id })),
      ),
    ).toEqual({
      facId: M.noExiste,
    });
    expect(await cuantos()).toBe(antes);

    const { id } = await psicologa.caller.perfiles.crear(formulario(r, conCompetencias(r)));
    const p = await psicologa.caller.perfiles.obtener({ id });
    const edicion = { ...formulario(r, conCompetencias(r)), id, version: p.version };
    expect(
      await campos(
        psicologa.caller.perfiles.editar({
          ...edicion,
          facId: r.facFuera.id,
          nombreCargoPerfil: 'No se guarda',
        }),
      ),
    ).toEqual({
      facId: M.noExiste,
    });
    expect(await psicologa.caller.perfiles.obtener({ id })).toEqual(p);
    // The same group inside the scope of the caller is accepted (a user with every client).
    const admin = (await sesionesStaff(db.orm, 'admin'))[0];
    const guardado = await admin.caller.perfiles.editar({ ...edicion, facId: r.facFuera.id });
    expect((await admin.caller.perfiles.obtener({ id })).fac).toEqual({
      id: r.facFuera.id,
      nombre: r.facFuera.nombre,
    });
    expect(guardado.version).toBeGreaterThan(p.version);
  });

  it('a stale version answers CONFLICT and changes nothing', async () => {
    const { id, version } = await ejecutivo.caller.perfiles.crear(formulario(r));
    const datos = { ...formulario(r), id, version };
    await ejecutivo.caller.perfiles.editar({ ...datos, observaciones: 'primera' });
    const e = await errorDe(ejecutivo.caller.perfiles.editar({ ...datos, observaciones: 'segunda' }));
    expect([e.code, e.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    expect((await ejecutivo.caller.perfiles.obtener({ id })).observaciones).toBe('primera');
  });

  it('a position deactivated since (Administración › Catálogos) stays on the edited profile; a new choice must be active', async () => {
    const em = db.orm.em.fork();
    const nuevoCargo = async (codigo: string, nombre: string) =>
      (
        await em
          .getConnection()
          .execute<{ id: number }[]>('insert into cargo (codigo, nombre) values (?, ?) returning id', [
            codigo,
            nombre,
          ])
      )[0]!.id;
    const retirado = await nuevoCargo('PRUEBA-RET-1', 'Mensajero en moto retirado');
    const otro = await nuevoCargo('PRUEBA-RET-2', 'Mensajero en bicicleta retirado');
    const datos = formulario(r, { cargoId: retirado });
    const { id, version } = await ejecutivo.caller.perfiles.crear(datos);
    await em.getConnection().execute('update cargo set activo = false where id in (?, ?)', [retirado, otro]);

    const editado = await ejecutivo.caller.perfiles.editar({
      ...datos,
      id,
      version,
      observaciones: 'Con su cargo',
    });
    expect(await ejecutivo.caller.perfiles.obtener({ id })).toMatchObject({
      cargo: { id: retirado, nombre: 'Mensajero en moto retirado' },
      observaciones: 'Con su cargo',
    });
    expect(
      await campos(
        ejecutivo.caller.perfiles.editar({ ...datos, id, version: editado.version, cargoId: otro }),
      ),
    ).toEqual({ cargoId: M.noExiste });
    expect(await campos(ejecutivo.caller.perfiles.crear(datos))).toEqual({ cargoId: M.noExiste });
    expect((await ejecutivo.caller.perfiles.obtener({ id })).cargo.id).toBe(retirado);
  });

  it('a non-psychologist edit keeps the competencies; a changed list is refused', async () => {
    const { id } = await psicologa.caller.perfiles.crear(formulario(r, conCompetencias(r)));
    const p = await ejecutivo.caller.perfiles.obtener({ id });
    const datos = { ...formulario(r, { tipo: 1, competencias: p.competencias }), id, version: p.version };
    await ejecutivo.caller.perfiles.editar({ ...datos, misionCargoPerfil: 'Nueva misión' });
    const filas = await db.orm.em.fork().count(PerfilCompetencia, { perfil: id });
    expect(filas).toBe(p.competencias.length);
    const v = (await ejecutivo.caller.perfiles.obtener({ id })).version;
    const e = await errorDe(
      ejecutivo.caller.perfiles.editar({ ...datos, version: v, competencias: p.competencias.slice(0, 2) }),
    );
    expect([e.code, e.message]).toEqual(['FORBIDDEN', M.sinPermisoCompetencias]);
  });

  it('cancels with actor and date; a cancelled profile cannot be cancelled, approved nor edited', async () => {
    const { id, version } = await ejecutivo.caller.perfiles.crear(formulario(r));
    const c = await ejecutivo.caller.perfiles.cancelar({ id, version });
    expect(c.estadoPerfil).toBe(3);
    const p = await ejecutivo.caller.perfiles.obtener({ id });
    expect(p).toMatchObject({ estadoPerfil: 3, actorCancelacion: 'Esteban Mejía Duarte' });
    expect(p.fechaCancelacion).toBeInstanceOf(Date);
    expect((await errorDe(ejecutivo.caller.perfiles.cancelar({ id, version: p.version }))).message).toBe(
      M.yaCancelado,
    );
    expect((await errorDe(ejecutivo.caller.perfiles.aprobar({ id, version: p.version }))).message).toBe(
      M.yaCancelado,
    );
    const ap = await jefe.caller.perfiles.cancelar({
      id: r.aprobado.id,
      version: (await jefe.caller.perfiles.obtener({ id: r.aprobado.id })).version,
    });
    expect(ap.estadoPerfil).toBe(3);
  });

  it('permissions: gerente reads but cannot edit, approve or cancel; psychologist cannot approve', async () => {
    const { id, version } = await ejecutivo.caller.perfiles.crear(formulario(r));
    for (const llamada of [
      () => gerente.caller.perfiles.editar({ ...formulario(r), id, version }),
      () => gerente.caller.perfiles.aprobar({ id, version }),
      () => gerente.caller.perfiles.cancelar({ id, version }),
      () => psicologa.caller.perfiles.aprobar({ id, version }),
    ])
      expect((await errorDe(llamada())).code).toBe('FORBIDDEN');
    expect((await gerente.caller.perfiles.obtener({ id })).estadoPerfil).toBe(1);
  });
});

describe('perfiles.guardarYAprobar: "Guardar y aprobar Perfil" in one transaction (issue 11 §8)', () => {
  /** A profile of the psychologist's client in state 1, with or without a FAC. */
  async function perfilCreado(conFac: boolean) {
    const { id } = await psicologa.caller.perfiles.crear(
      formulario(r, { ...conCompetencias(r), facId: conFac ? r.fac.id : null }),
    );
    return ejecutivo.caller.perfiles.obtener({ id });
  }
  const edicionDe = (p: Awaited<ReturnType<typeof perfilCreado>>) => ({
    ...formulario(r, { tipo: 1, competencias: p.competencias, facId: p.fac?.id ?? null }),
    id: p.id,
    version: p.version,
  });

  it('saves the changes and approves with actor and date, in one write (one version step)', async () => {
    const p = await perfilCreado(true);
    const r1 = await ejecutivo.caller.perfiles.guardarYAprobar({
      ...edicionDe(p),
      nombreCargoPerfil: 'Analista aprobado',
    });
    expect(r1).toEqual({ id: p.id, estadoPerfil: 2, version: p.version + 1 });
    const despues = await ejecutivo.caller.perfiles.obtener({ id: p.id });
    expect(despues).toMatchObject({
      estadoPerfil: 2,
      nombreCargoPerfil: 'Analista aprobado',
      actorAprobacion: 'Esteban Mejía Duarte',
      version: p.version + 1,
    });
    expect(despues.fechaAprobacion).toBeInstanceOf(Date);
  });

  it('a refused approval saves nothing: one CONFLICT with the reason and the profile as it was', async () => {
    const p = await perfilCreado(false);
    const e = await errorDe(
      ejecutivo.caller.perfiles.guardarYAprobar({ ...edicionDe(p), nombreCargoPerfil: 'No debe guardarse' }),
    );
    expect([e.code, e.message]).toEqual(['CONFLICT', M.sinFac]);
    expect(await ejecutivo.caller.perfiles.obtener({ id: p.id })).toEqual(p);
  });

  it('invalid fields or a stale version change nothing either', async () => {
    const p = await perfilCreado(true);
    expect(
      await campos(
        ejecutivo.caller.perfiles.guardarYAprobar({
          ...edicionDe(p),
          modoSalario: 'OTRO',
          salario: smmlv - 1,
        }),
      ),
    ).toEqual({
      salario: M.salarioMinimo,
    });
    expect(await ejecutivo.caller.perfiles.obtener({ id: p.id })).toEqual(p);
    const viejo = await errorDe(
      ejecutivo.caller.perfiles.guardarYAprobar({ ...edicionDe(p), version: p.version - 1 }),
    );
    expect([viejo.code, viejo.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    expect(await ejecutivo.caller.perfiles.obtener({ id: p.id })).toEqual(p);
  });

  it('needs the approve flag and the edit flag: the psychologist and the branch manager get FORBIDDEN', async () => {
    const p = await perfilCreado(true);
    for (const s of [psicologa, gerente])
      expect((await errorDe(s.caller.perfiles.guardarYAprobar(edicionDe(p)))).code).toBe('FORBIDDEN');
    expect(await ejecutivo.caller.perfiles.obtener({ id: p.id })).toEqual(p);
  });
});
