/** stockPerfiles.*: the flags, client scope in the query, the spec's messages, the pool and the stored level. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_STOCK_PERFILES as M, hoyIso, sumarDias } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, consultasSql, errorDe, formaDeError, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;
/** add_perfilstock only, La Sabana only. */
let operador: Caller;
/** add_perfilstock + change_perfilstock_metas_stock, La Sabana only. */
let coordinador: Caller;
let psicologo: Caller;
let sql: ReturnType<typeof consultasSql>['sql'];
let otroClienteDoc: string;

const SABANA = '900123456';
const campos = (e: Parameters<typeof formaDeError>[0]) =>
  (formaDeError(e).data as { campos?: Record<string, string[]> }).campos;

/** A staff user of La Sabana whose only flags are the given ones (no demo role has add_perfilstock without the goals flag). */
async function usuarioCon(permisos: string[]): Promise<Caller> {
  const u = await f.usuario({ rol: 'reclutador', clientes: [SABANA] });
  const [g] = await sql<{ id: number }>('insert into grupo (nombre) values (?) returning id', [
    `Stock ${u.username}`,
  ]);
  await sql(
    'insert into grupo_permiso (grupo_id, permiso_id) select ?, id from permiso where codigo = any(?::text[])',
    [g!.id, `{${permisos.join(',')}}`],
  );
  await sql('insert into usuario_grupo (usuario_id, grupo_id) values (?, ?)', [u.id, g!.id]);
  return (await callerFor(db.orm, { usuario: u.username, portal: 'staff' })).caller;
}

const fila = async (id: number) =>
  (await sql<Record<string, unknown>>('select * from perfil_stock where id = ?', [id]))[0];
const disponibilidadStock = async (candidatoId: number) =>
  (
    await sql<{ d: number }>('select disponibilidad_stock as d from candidato where id = ?', [candidatoId])
  )[0]!.d;

beforeAll(async () => {
  db = await createTestDatabase('stock_perfiles');
  f = fabricasDe(db.orm);
  sql = consultasSql(db.orm).sql;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  operador = await usuarioCon(['add_perfilstock']);
  coordinador = await usuarioCon(['add_perfilstock', 'change_perfilstock_metas_stock']);
  const ps = await f.usuario({ rol: 'psicologo', clientes: [SABANA] });
  psicologo = (await callerFor(db.orm, { usuario: ps.username, portal: 'staff' })).caller;
  const [otro] = await sql<{ numero_documento: string }>(
    `select c.numero_documento from cliente c where c.numero_documento <> ? and exists (select 1 from perfil p where p.cliente_id = c.id and p.estado_perfil = 2) order by c.id limit 1`,
    [SABANA],
  );
  otroClienteDoc = otro!.numero_documento;
});
afterAll(async () => {
  await db?.drop();
});

describe('stockPerfiles.crear', () => {
  it('creates with the default goals: "Stock Creado", listed with an empty pool at very low level, level stored and stamped', async () => {
    const s = await f.perfilStock();
    const { filas } = await jefe.stockPerfiles.listar({ clienteId: s.clienteId, ciudadId: s.ciudadId });
    expect(filas.find((x) => x.id === s.id)).toMatchObject({
      meta: 20,
      media: 10,
      baja: 5,
      vigencia: 30,
      candidatos: 0,
      nivel: 4,
      cumplimiento: 0,
      proximos: 0,
      nivelGuardado: 4,
    });
    expect(filas.find((x) => x.id === s.id)?.nivelCalculadoEn).toBeInstanceOf(Date);
    expect((await operador.stockPerfiles.perfiles({ clienteId: s.clienteId })).map((p) => p.id)).toContain(
      s.perfilId,
    );
    // Without the goals flag a stock is created with the default goals.
    const [ciudad] = await sql<{ id: number }>(
      'select id from ciudad where not exists (select 1 from perfil_stock where perfil_id = ? and ciudad_id = ciudad.id) order by id limit 1',
      [s.perfilId],
    );
    expect(
      (
        await operador.stockPerfiles.crear({
          clienteId: s.clienteId,
          perfilId: s.perfilId,
          ciudadId: ciudad!.id,
          vigencia: 7,
          meta: 20,
          media: 10,
          baja: 5,
        })
      ).mensaje,
    ).toBe(M.creado);
  });

  it('answers "Stock Creado" and refuses a second stock of the same profile and city with the spec message, under the city', async () => {
    const s = await f.perfilStock();
    const r = await errorDe(
      jefe.stockPerfiles.crear({
        clienteId: s.clienteId,
        perfilId: s.perfilId,
        ciudadId: s.ciudadId,
        vigencia: 10,
        meta: 20,
        media: 10,
        baja: 5,
      }),
    );
    expect(r.code).toBe('BAD_REQUEST');
    expect(campos(r)).toEqual({ ciudadId: [M.duplicado] });
    const [otraCiudad] = await sql<{ id: number }>(
      'select id from ciudad where id <> ? and not exists (select 1 from perfil_stock where perfil_id = ? and ciudad_id = ciudad.id) order by id limit 1',
      [s.ciudadId, s.perfilId],
    );
    const creado = await jefe.stockPerfiles.crear({
      clienteId: s.clienteId,
      perfilId: s.perfilId,
      ciudadId: otraCiudad!.id,
      vigencia: 10,
      meta: 20,
      media: 10,
      baja: 5,
    });
    expect(creado.mensaje).toBe(M.creado);
  });

  it('five creations of the same profile and city at once: one is written, the others get the duplicate message (never a 500)', async () => {
    const s = await f.perfilStock();
    const [ciudad] = await sql<{ id: number }>(
      'select id from ciudad where not exists (select 1 from perfil_stock where perfil_id = ? and ciudad_id = ciudad.id) order by id desc limit 1',
      [s.perfilId],
    );
    const entrada = {
      clienteId: s.clienteId,
      perfilId: s.perfilId,
      ciudadId: ciudad!.id,
      vigencia: 10,
      meta: 20,
      media: 10,
      baja: 5,
    };
    const resultados = await Promise.allSettled(
      Array.from({ length: 5 }, () => jefe.stockPerfiles.crear(entrada)),
    );
    expect(resultados.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    for (const x of resultados.filter((y): y is PromiseRejectedResult => y.status === 'rejected')) {
      const e = await errorDe(Promise.reject(x.reason as Error));
      expect([e.code, campos(e)]).toEqual(['BAD_REQUEST', { ciudadId: [M.duplicado] }]);
    }
    expect(
      (
        await sql('select id from perfil_stock where perfil_id = ? and ciudad_id = ?', [
          s.perfilId,
          ciudad!.id,
        ])
      ).length,
    ).toBe(1);
  });

  it('only an approved profile of that client; the level rules with their messages; nothing written', async () => {
    const s = await f.perfilStock();
    const [ajeno] = await sql<{ id: number }>(
      'select id from perfil where cliente_id <> ? and estado_perfil = 2 order by id limit 1',
      [s.clienteId],
    );
    const [sinAprobar] = await sql<{ id: number }>(
      'select id from perfil where cliente_id = ? and estado_perfil <> 2 order by id limit 1',
      [s.clienteId],
    );
    const [ciudad] = await sql<{ id: number }>('select id from ciudad order by id desc limit 1');
    const antes = (await sql('select id from perfil_stock')).length;
    for (const perfilId of [ajeno!.id, ...(sinAprobar ? [sinAprobar.id] : [])]) {
      const e = await errorDe(
        jefe.stockPerfiles.crear({
          clienteId: s.clienteId,
          perfilId,
          ciudadId: ciudad!.id,
          vigencia: 10,
          meta: 20,
          media: 10,
          baja: 5,
        }),
      );
      expect([e.code, campos(e)]).toEqual(['BAD_REQUEST', { perfilId: [M.perfilNoAprobado] }]);
    }
    const niveles = await errorDe(
      jefe.stockPerfiles.crear({
        clienteId: s.clienteId,
        perfilId: s.perfilId,
        ciudadId: ciudad!.id,
        vigencia: 0,
        meta: 10,
        media: 10,
        baja: 0,
      }),
    );
    expect(campos(niveles)).toEqual({ vigencia: [M.vigenciaMinima], baja: [M.nivelesCeroOMenor] });
    const propias = await errorDe(
      operador.stockPerfiles.crear({
        clienteId: s.clienteId,
        perfilId: s.perfilId,
        ciudadId: ciudad!.id,
        vigencia: 5,
        meta: 30,
        media: 15,
        baja: 7,
      }),
    );
    expect([propias.code, propias.message]).toEqual(['FORBIDDEN', M.sinPermisoMetas]);
    const cero = await errorDe(
      jefe.stockPerfiles.crear({
        clienteId: s.clienteId,
        perfilId: s.perfilId,
        ciudadId: ciudad!.id,
        vigencia: 5,
        meta: 0,
        media: 0,
        baja: 0,
      }),
    );
    expect(campos(cero)).toEqual({ meta: [M.altoCero] });
    expect((await sql('select id from perfil_stock')).length).toBe(antes);
  });
});

describe('stockPerfiles.editar: goals need change_perfilstock_metas_stock (on the server)', () => {
  it('without the goals flag: validity changes, goals are refused (FORBIDDEN) and nothing is written; with it: "Stock Actualizada" and the level recomputed', async () => {
    const s = await f.perfilStock();
    const v1 = (await fila(s.id))!.version as number;
    const r = await operador.stockPerfiles.editar({
      id: s.id,
      version: v1,
      vigencia: 45,
      meta: 20,
      media: 10,
      baja: 5,
    });
    expect(r.mensaje).toBe(M.actualizado);
    expect((await fila(s.id))!.vigencia).toBe(45);

    const metas = await errorDe(
      operador.stockPerfiles.editar({
        id: s.id,
        version: r.version,
        vigencia: 50,
        meta: 3,
        media: 2,
        baja: 1,
      }),
    );
    expect([metas.code, metas.message]).toEqual(['FORBIDDEN', M.sinPermisoMetas]);
    expect(await fila(s.id)).toMatchObject({
      vigencia: 45,
      meta: 20,
      media: 10,
      baja: 5,
      version: r.version,
    });

    for (const p of [f.hojaDeVida(), f.hojaDeVida(), f.hojaDeVida()]) await f.enStock(s.id, (await p).id);
    const ok = await coordinador.stockPerfiles.editar({
      id: s.id,
      version: r.version,
      vigencia: 45,
      meta: 3,
      media: 2,
      baja: 1,
    });
    expect(ok.mensaje).toBe(M.actualizado);
    expect(await fila(s.id)).toMatchObject({ meta: 3, media: 2, baja: 1, nivel: 1 });
  });

  it('a stale version answers CONFLICT and changes nothing', async () => {
    const s = await f.perfilStock();
    const v = (await fila(s.id))!.version as number;
    await jefe.stockPerfiles.editar({ id: s.id, version: v, vigencia: 12, meta: 20, media: 10, baja: 5 });
    const e = await errorDe(
      jefe.stockPerfiles.editar({ id: s.id, version: v, vigencia: 99, meta: 20, media: 10, baja: 5 }),
    );
    expect([e.code, e.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    expect((await fila(s.id))!.vigencia).toBe(12);
  });
});

describe('the pool: list, filters, remove, validity', () => {
  it('counts, fulfilment and proximos; filter by estado and validity range; removing frees the person and recomputes the stored level', async () => {
    const s = await f.perfilStock({ meta: 4, media: 2, baja: 1 });
    const [a, b, c] = [await f.hojaDeVida(), await f.hojaDeVida(), await f.hojaDeVida()];
    const fa = await f.enStock(s.id, a.id, 5);
    const fb = await f.enStock(s.id, b.id, 15);
    await f.enStock(s.id, c.id, 40);
    const otro = await f.perfilStock();
    await f.enStock(otro.id, b.id, 30);

    const [listado] = (
      await jefe.stockPerfiles.listar({ clienteId: s.clienteId, ciudadId: s.ciudadId })
    ).filas.filter((x) => x.id === s.id);
    expect(listado).toMatchObject({ candidatos: 3, nivel: 2, cumplimiento: 75, proximos: 1 });

    expect(
      (await jefe.stockPerfiles.candidatos({ perfilStockId: s.id, rango: 10 })).map((x) => x.candidatoId),
    ).toEqual([a.id]);
    expect(
      (await jefe.stockPerfiles.candidatos({ perfilStockId: s.id, rango: 20 })).map((x) => x.candidatoId),
    ).toEqual([b.id]);
    expect(
      (await jefe.stockPerfiles.candidatos({ perfilStockId: s.id, rango: 30 })).map((x) => x.candidatoId),
    ).toEqual([]);
    const todos = await jefe.stockPerfiles.candidatos({ perfilStockId: s.id, estado: 1 });
    expect(todos.map((x) => [x.candidatoId, x.diasRestantes])).toEqual([
      [a.id, 5],
      [b.id, 15],
      [c.id, 40],
    ]);
    expect(todos[0]).toMatchObject({
      numeroDocumento: a.documento,
      nombre: a.nombre,
      estado: 1,
      vigencia: 30,
      vigenciaStock: sumarDias(hoyIso(), 5),
    });

    expect((await operador.stockPerfiles.quitarCandidato({ id: fa })).mensaje).toBe(M.candidatoRemovido);
    expect(await disponibilidadStock(a.id)).toBe(0);
    expect(await fila(s.id)).toMatchObject({ nivel: 2 });
    expect((await operador.stockPerfiles.quitarCandidato({ id: fb })).mensaje).toBe(M.candidatoRemovido);
    // b is still in another stock profile's pool: still "in client stock".
    expect(await disponibilidadStock(b.id)).toBe(2);
    expect(await fila(s.id)).toMatchObject({ nivel: 3 });
    const again = await errorDe(operador.stockPerfiles.quitarCandidato({ id: fa }));
    expect([again.code, again.message]).toEqual(['BAD_REQUEST', M.candidatoYaRemovido]);
    expect(
      (await jefe.stockPerfiles.candidatos({ perfilStockId: s.id, estado: 2 })).map((x) => x.candidatoId),
    ).toEqual([a.id, b.id]);
  });

  it('edits the validity (start and end) and resets it (start cleared); a removed row is refused', async () => {
    const s = await f.perfilStock();
    const p = await f.hojaDeVida();
    const id = await f.enStock(s.id, p.id, 20);
    const hoy = hoyIso();
    expect(
      (
        await operador.stockPerfiles.editarVigencia({
          id,
          inicioVigenciaStock: sumarDias(hoy, -2),
          vigenciaStock: sumarDias(hoy, 60),
        })
      ).mensaje,
    ).toBe(M.vigenciaActualizada);
    let [x] = await jefe.stockPerfiles.candidatos({ perfilStockId: s.id });
    expect(x).toMatchObject({
      inicioVigenciaStock: sumarDias(hoy, -2),
      vigenciaStock: sumarDias(hoy, 60),
      diasRestantes: 60,
    });
    const malo = await errorDe(
      operador.stockPerfiles.editarVigencia({
        id,
        inicioVigenciaStock: sumarDias(hoy, 3),
        vigenciaStock: hoy,
      }),
    );
    expect(campos(malo)).toEqual({ inicioVigenciaStock: [M.inicioDespuesDeFin] });
    expect((await operador.stockPerfiles.reiniciarVigencia({ id })).mensaje).toBe(M.vigenciaReiniciada);
    [x] = await jefe.stockPerfiles.candidatos({ perfilStockId: s.id });
    expect(x).toMatchObject({ inicioVigenciaStock: null, vigenciaStock: sumarDias(hoy, 60) });
    await operador.stockPerfiles.quitarCandidato({ id });
    expect((await errorDe(operador.stockPerfiles.reiniciarVigencia({ id }))).message).toBe(
      M.candidatoYaRemovido,
    );
  });
});

describe('stockPerfiles.eliminar and reporte', () => {
  it('deletes a stock and its pool: "Stock Removido", the people it held are free again', async () => {
    const s = await f.perfilStock();
    const p = await f.hojaDeVida();
    await f.enStock(s.id, p.id);
    expect(await disponibilidadStock(p.id)).toBe(2);
    expect((await operador.stockPerfiles.eliminar({ id: s.id })).mensaje).toBe(M.removido);
    expect(await fila(s.id)).toBeUndefined();
    expect(await disponibilidadStock(p.id)).toBe(0);
    expect((await errorDe(operador.stockPerfiles.eliminar({ id: s.id }))).code).toBe('NOT_FOUND');
  });

  it('report: per client, how many stock profiles at each level (live, from the active pools)', async () => {
    const [antes] = await jefe.stockPerfiles.reporte({ clienteId: (await f.perfilStock()).clienteId });
    // Goals 3/2/1 with 3 people: high; goals 20/10/5 with 2 people: very low.
    const alto = await f.perfilStock({ meta: 3, media: 2, baja: 1 });
    for (let i = 0; i < 3; i++) await f.enStock(alto.id, (await f.hojaDeVida()).id);
    const muyBajo = await f.perfilStock();
    for (let i = 0; i < 2; i++) await f.enStock(muyBajo.id, (await f.hojaDeVida()).id);
    const [r] = await jefe.stockPerfiles.reporte({ clienteId: alto.clienteId });
    expect(r).toMatchObject({
      clienteId: alto.clienteId,
      alto: antes!.alto + 1,
      medio: antes!.medio,
      bajo: antes!.bajo,
      muyBajo: antes!.muyBajo + 1,
      total: antes!.total + 2,
    });
    const [cuenta] = await sql<{ n: string }>('select count(*) as n from perfil_stock where cliente_id = ?', [
      alto.clienteId,
    ]);
    expect(r!.total).toBe(Number(cuenta!.n));
    expect(r!.alto + r!.medio + r!.bajo + r!.muyBajo).toBe(r!.total);
  });
});

describe('permission and client scope (in the query)', () => {
  it('a user without add_perfilstock gets FORBIDDEN on every procedure', async () => {
    const llamadas = [
      () => psicologo.stockPerfiles.listar({}),
      () => psicologo.stockPerfiles.reporte({}),
      () => psicologo.stockPerfiles.perfiles({ clienteId: 1 }),
      () => psicologo.stockPerfiles.candidatos({ perfilStockId: 1 }),
      () =>
        psicologo.stockPerfiles.crear({
          clienteId: 1,
          perfilId: 1,
          ciudadId: 1,
          vigencia: 1,
          meta: 20,
          media: 10,
          baja: 5,
        }),
      () => psicologo.stockPerfiles.editar({ id: 1, version: 1, vigencia: 1, meta: 20, media: 10, baja: 5 }),
      () => psicologo.stockPerfiles.eliminar({ id: 1 }),
      () => psicologo.stockPerfiles.quitarCandidato({ id: 1 }),
      () =>
        psicologo.stockPerfiles.editarVigencia({
          id: 1,
          inicioVigenciaStock: '2026-01-01',
          vigenciaStock: '2026-02-01',
        }),
      () => psicologo.stockPerfiles.reiniciarVigencia({ id: 1 }),
    ];
    for (const llamar of llamadas) expect((await errorDe(llamar())).code).toBe('FORBIDDEN');
  });

  it('a scoped user neither sees, creates, edits, deletes nor touches the pool of a stock of a client outside their list', async () => {
    const ajeno = await f.perfilStock({ cliente: otroClienteDoc });
    const persona = await f.hojaDeVida();
    const filaPool = await f.enStock(ajeno.id, persona.id);
    expect(
      (await jefe.stockPerfiles.listar({ clienteId: ajeno.clienteId })).filas.map((x) => x.id),
    ).toContain(ajeno.id);
    expect((await jefe.stockPerfiles.reporte({ clienteId: ajeno.clienteId })).length).toBe(1);

    expect((await operador.stockPerfiles.listar({ clienteId: ajeno.clienteId })).filas).toEqual([]);
    expect((await operador.stockPerfiles.listar({})).filas.map((x) => x.id)).not.toContain(ajeno.id);
    expect((await operador.stockPerfiles.reporte({})).map((x) => x.clienteId)).not.toContain(ajeno.clienteId);
    const v = (await fila(ajeno.id))!.version as number;
    const intentos = [
      () => operador.stockPerfiles.candidatos({ perfilStockId: ajeno.id }),
      () =>
        operador.stockPerfiles.editar({
          id: ajeno.id,
          version: v,
          vigencia: 9,
          meta: 20,
          media: 10,
          baja: 5,
        }),
      () => operador.stockPerfiles.eliminar({ id: ajeno.id }),
      () => operador.stockPerfiles.quitarCandidato({ id: filaPool }),
      () => operador.stockPerfiles.reiniciarVigencia({ id: filaPool }),
      () =>
        operador.stockPerfiles.crear({
          clienteId: ajeno.clienteId,
          perfilId: ajeno.perfilId,
          ciudadId: ajeno.ciudadId + 1,
          vigencia: 5,
          meta: 20,
          media: 10,
          baja: 5,
        }),
      () => operador.stockPerfiles.perfiles({ clienteId: ajeno.clienteId }),
    ];
    for (const llamar of intentos) expect((await errorDe(llamar())).code).toBe('NOT_FOUND');
    expect(await fila(ajeno.id)).toMatchObject({ vigencia: 30, version: v });
    expect(await disponibilidadStock(persona.id)).toBe(2);
  });
});
