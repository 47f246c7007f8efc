/** administracion.valores.*: yearly values (future only, unique day, audit) and the orders configuration. */
import { Auditoria, ValorAnual } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_VALORES_ANUALES as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type TestSession } from '../../../testing';

let db: TestDatabase;
/** The server's clock for every caller of this file: 15/12/2026 10:00 in Bogotá unless a test moves it. */
let reloj = new Date('2026-12-15T15:00:00Z');
const entrar = (usuario: string) => callerFor(db.orm, { usuario, portal: 'staff', now: () => reloj });
let admin: TestSession;
let jefe: TestSession;

const campos = async (p: Promise<unknown>) => {
  const e = await errorDe(p);
  return {
    code: e.code,
    campos: (
      e.cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined
    )?.issues?.map((i) => [i.path.join('.'), i.message]),
  };
};
const auditoria = (accion: string, recursoId: number) =>
  db.orm.em.fork().find(Auditoria, { accion, recursoId: String(recursoId) }, { orderBy: { id: 'asc' } });
const filas = () => db.orm.em.fork().count(ValorAnual, {});

beforeAll(async () => {
  db = await createTestDatabase('administracion_valores');
  admin = await entrar('admin');
  jefe = await entrar('jefe');
});
afterAll(async () => {
  await db?.drop();
});

describe('administracion.valores: valores anuales', () => {
  it('lists the row migrated/seeded for 2026 as the one in force, not modifiable', async () => {
    const { valores, hoy } = await admin.caller.administracion.valores.listar();
    expect(hoy).toBe('2026-12-15');
    expect(valores).toEqual([
      expect.objectContaining({
        anio: 2026,
        vigenteDesde: '2026-01-01',
        smmlv: 1_750_905,
        auxilioTransporte: 249_095,
        creadoPor: null,
        vigente: true,
        modificable: false,
      }),
    ]);
  });

  it('adds next year from a future day, with who entered it and its audit row', async () => {
    const creado = await admin.caller.administracion.valores.crear({
      vigenteDesde: '2027-01-01',
      smmlv: 2_000_000,
      auxilioTransporte: 300_000,
    });
    expect(creado).toMatchObject({
      anio: 2027,
      vigenteDesde: '2027-01-01',
      smmlv: 2_000_000,
      auxilioTransporte: 300_000,
      vigente: false,
      modificable: true,
      creadoEn: reloj,
    });
    expect(creado.creadoPor).toBeTruthy();
    const listado = await admin.caller.administracion.valores.listar();
    expect(listado.valores.map((v) => [v.vigenteDesde, v.vigente])).toEqual([
      ['2027-01-01', false],
      ['2026-01-01', true],
    ]);
    const [fila] = await auditoria('valor_anual.crear', creado.id);
    expect(fila).toMatchObject({
      usuarioId: admin.usuario!.id,
      recurso: 'valor_anual',
      detalle: {
        antes: null,
        despues: { vigenteDesde: '2027-01-01', smmlv: 2_000_000, auxilioTransporte: 300_000 },
      },
    });
  });

  it('refuses today or a past day, a day already taken and bad amounts, under the field, adding nothing', async () => {
    const antes = await filas();
    const crear = (vigenteDesde: string, smmlv = 2_100_000, auxilioTransporte = 310_000) =>
      campos(admin.caller.administracion.valores.crear({ vigenteDesde, smmlv, auxilioTransporte }));
    expect(await crear('2026-12-15')).toEqual({
      code: 'BAD_REQUEST',
      campos: [['vigenteDesde', M.vigenteDesdeNoFutura]],
    });
    expect((await crear('2026-06-01')).campos).toEqual([['vigenteDesde', M.vigenteDesdeNoFutura]]);
    expect((await crear('2027-01-01')).campos).toEqual([
      ['vigenteDesde', M.vigenteDesdeRepetida('2027-01-01')],
    ]);
    expect(M.vigenteDesdeRepetida('2027-01-01')).toContain('01/01/2027');
    expect((await crear('2027-13-01', 0, 1.5)).campos).toEqual([
      ['vigenteDesde', M.vigenteDesde],
      ['smmlv', M.smmlv],
      ['auxilioTransporte', M.auxilioTransporte],
    ]);
    expect(await filas()).toBe(antes);
  });

  it('edits and removes only future rows, at the version the screen had; the audit keeps before and after', async () => {
    const fila = await admin.caller.administracion.valores.crear({
      vigenteDesde: '2027-07-01',
      smmlv: 2_050_000,
      auxilioTransporte: 305_000,
    });
    const editado = await admin.caller.administracion.valores.editar({
      id: fila.id,
      version: fila.version,
      vigenteDesde: '2027-08-01',
      smmlv: 2_060_000,
      auxilioTransporte: 306_000,
    });
    expect(editado).toMatchObject({
      vigenteDesde: '2027-08-01',
      smmlv: 2_060_000,
      version: fila.version + 1,
    });
    // A stale version: CONFLICT with the standard message, nothing changed.
    const conflicto = await errorDe(
      admin.caller.administracion.valores.editar({
        id: fila.id,
        version: fila.version,
        vigenteDesde: '2027-09-01',
        smmlv: 2_070_000,
        auxilioTransporte: 307_000,
      }),
    );
    expect([conflicto.code, conflicto.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    // Moving it onto another row's day is refused under the field.
    expect(
      (
        await campos(
          admin.caller.administracion.valores.editar({
            id: fila.id,
            version: editado.version,
            vigenteDesde: '2027-01-01',
            smmlv: 2_060_000,
            auxilioTransporte: 306_000,
          }),
        )
      ).campos,
    ).toEqual([['vigenteDesde', M.vigenteDesdeRepetida('2027-01-01')]]);
    const [auditEdicion] = await auditoria('valor_anual.editar', fila.id);
    expect(auditEdicion?.detalle).toEqual({
      antes: { vigenteDesde: '2027-07-01', smmlv: 2_050_000, auxilioTransporte: 305_000 },
      despues: { vigenteDesde: '2027-08-01', smmlv: 2_060_000, auxilioTransporte: 306_000 },
    });

    expect(
      await admin.caller.administracion.valores.eliminar({ id: fila.id, version: editado.version }),
    ).toEqual({ id: fila.id });
    expect(await db.orm.em.fork().count(ValorAnual, { id: fila.id })).toBe(0);
    const [auditBorrado] = await auditoria('valor_anual.eliminar', fila.id);
    expect(auditBorrado?.detalle).toEqual({
      antes: { vigenteDesde: '2027-08-01', smmlv: 2_060_000, auxilioTransporte: 306_000 },
      despues: null,
    });
  });

  it('a row whose day has arrived can no longer be edited nor removed (01/01/2027)', async () => {
    const { valores } = await admin.caller.administracion.valores.listar();
    const de2027 = valores.find((v) => v.vigenteDesde === '2027-01-01')!;
    const de2026 = valores.find((v) => v.vigenteDesde === '2026-01-01')!;
    reloj = new Date('2027-01-01T14:00:00Z');
    try {
      const otroDia = await entrar('admin');
      const lista = await otroDia.caller.administracion.valores.listar();
      expect(lista.valores.map((v) => [v.vigenteDesde, v.vigente, v.modificable])).toEqual([
        ['2027-01-01', true, false],
        ['2026-01-01', false, false],
      ]);
      for (const v of [de2027, de2026]) {
        const editar = await errorDe(
          otroDia.caller.administracion.valores.editar({
            id: v.id,
            version: v.version,
            vigenteDesde: '2027-02-01',
            smmlv: 2_000_001,
            auxilioTransporte: 300_001,
          }),
        );
        expect([editar.code, editar.message]).toEqual(['CONFLICT', M.yaVigente(v.vigenteDesde)]);
        const eliminar = await errorDe(
          otroDia.caller.administracion.valores.eliminar({ id: v.id, version: v.version }),
        );
        expect([eliminar.code, eliminar.message]).toEqual(['CONFLICT', M.yaVigente(v.vigenteDesde)]);
      }
      const despues = await otroDia.caller.administracion.valores.listar();
      expect(despues.valores.map((v) => [v.vigenteDesde, v.smmlv, v.version])).toEqual(
        lista.valores.map((v) => [v.vigenteDesde, v.smmlv, v.version]),
      );
    } finally {
      reloj = new Date('2026-12-15T15:00:00Z');
    }
  });

  it('is refused to a user without admin_valores (jefe)', async () => {
    expect((await errorDe(jefe.caller.administracion.valores.listar())).code).toBe('FORBIDDEN');
    expect(
      (
        await errorDe(
          jefe.caller.administracion.valores.crear({
            vigenteDesde: '2028-01-01',
            smmlv: 2_200_000,
            auxilioTransporte: 320_000,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await errorDe(jefe.caller.administracion.valores.configuracionPedidos())).code).toBe('FORBIDDEN');
  });
});

describe('administracion.valores: configuración de pedidos', () => {
  it('reads and saves the limits with their version and audit row; the profile rules read them on the next request', async () => {
    const actual = await admin.caller.administracion.valores.configuracionPedidos();
    expect(actual).toMatchObject({ minPorcentajeHv: 70, maxCompetencias: 3, porcentajeEntrevista: 30 });
    const guardada = await admin.caller.administracion.valores.guardarConfiguracionPedidos({
      ...actual,
      maxCompetencias: 4,
      maxValores: 6,
      porcentajeEntrevista: 40,
    });
    expect(guardada).toMatchObject({ maxCompetencias: 4, maxValores: 6, porcentajeEntrevista: 40 });
    expect(guardada.version).toBe(actual.version + 1);
    expect((await jefe.caller.perfiles.catalogos()).limites).toMatchObject({
      maxCompetencias: 4,
      maxValores: 6,
    });

    const conflicto = await errorDe(
      admin.caller.administracion.valores.guardarConfiguracionPedidos({ ...actual, maxCompetencias: 9 }),
    );
    expect([conflicto.code, conflicto.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);

    const [fila] = await db.orm.em
      .fork()
      .find(Auditoria, { accion: 'configuracion_pedidos.editar' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(fila?.detalle).toMatchObject({
      antes: { maxCompetencias: 3, maxValores: 5, porcentajeEntrevista: 30 },
      despues: { maxCompetencias: 4, maxValores: 6, porcentajeEntrevista: 40 },
    });
  });

  it('refuses a minimum above its maximum and a percentage out of 0–100, under the field, changing nothing', async () => {
    const actual = await admin.caller.administracion.valores.configuracionPedidos();
    expect(
      await campos(
        admin.caller.administracion.valores.guardarConfiguracionPedidos({
          ...actual,
          minValores: 7,
          maxValores: 6,
          minPorcentajeHv: 120,
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      campos: [
        ['minPorcentajeHv', M.porcentaje],
        ['minValores', M.minimoMayorQueMaximo],
      ],
    });
    expect(await admin.caller.administracion.valores.configuracionPedidos()).toEqual(actual);
  });
});
