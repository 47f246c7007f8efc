/** categoriasStock.listar / crear / editar / eliminar: the three flags, messages, repeated names, deleting with people. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CATEGORIAS_STOCK as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;
let psicologo: Caller;
const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  db = await createTestDatabase('categorias_stock');
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  const ps = await f.usuario({ rol: 'psicologo' });
  psicologo = (await callerFor(db.orm, { usuario: ps.username, portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('categoriasStock', () => {
  it('creates and edits with the spec toasts; the list shows state label and active people', async () => {
    const creada = await jefe.categoriasStock.crear({
      nombre: '  Operarios de bodega ',
      vigencia: 20,
      estado: 1,
    });
    expect(creada.mensaje).toBe(M.creada);
    expect(
      (
        await jefe.categoriasStock.editar({
          id: creada.id,
          nombre: 'Operarios de bodega nocturnos',
          vigencia: 25,
          estado: 0,
        })
      ).mensaje,
    ).toBe(M.actualizada);
    const lista = await jefe.categoriasStock.listar({});
    expect(lista.find((c) => c.id === creada.id)).toMatchObject({
      nombre: 'Operarios de bodega nocturnos',
      vigencia: 25,
      estado: 0,
      estadoEtiqueta: 'Inactivo',
      candidatosActivos: 0,
    });
    expect((await jefe.categoriasStock.listar({ estado: 1 })).map((c) => c.id)).not.toContain(creada.id);
  });

  it('bad input: Spanish messages, nothing written; a repeated name (also two at once) is a 400, never a 500', async () => {
    const antes = await sql<{ n: string }>('select count(*) as n from categoria_stock');
    const mala = await errorDe(jefe.categoriasStock.crear({ nombre: '', vigencia: 0, estado: 3 }));
    expect(mala.code).toBe('BAD_REQUEST');
    for (const m of [M.campoRequerido, M.vigenciaMinima, M.estadoInvalido]) expect(mala.message).toContain(m);

    const nombre = `Repetida ${Date.now()}`;
    const intentos = await Promise.allSettled(
      [0, 1, 2].map(() => jefe.categoriasStock.crear({ nombre, vigencia: 10, estado: 1 })),
    );
    expect(intentos.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rechazos = intentos
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as Error);
    expect(rechazos.map((e) => e.message)).toEqual([M.nombreRepetido, M.nombreRepetido]);
    const otra = await f.categoriaStock();
    const renombrar = await errorDe(
      jefe.categoriasStock.editar({ id: otra.id, nombre, vigencia: 10, estado: 1 }),
    );
    expect([renombrar.code, renombrar.message]).toEqual(['BAD_REQUEST', M.nombreRepetido]);
    const despues = await sql<{ n: string }>('select count(*) as n from categoria_stock');
    expect(Number(despues[0]!.n)).toBe(Number(antes[0]!.n) + 2);
  });

  it('deleting: an empty category goes; one with active people is refused with how many; one with only history too', async () => {
    const vacia = await f.categoriaStock();
    expect((await jefe.categoriasStock.eliminar({ id: vacia.id })).mensaje).toBe(M.eliminada);
    expect((await errorDe(jefe.categoriasStock.eliminar({ id: vacia.id }))).message).toBe(M.noEncontrada);

    const llena = await f.categoriaStock();
    const persona = await f.personaConPruebas();
    const [ciudad] = await sql<{ id: number }>('select min(id) as id from ciudad');
    const { id } = await jefe.candidatosCategoria.agregar({
      numeroDocumento: persona.documento,
      ciudadId: ciudad!.id,
      categoriaId: llena.id,
    });
    const conGente = await errorDe(jefe.categoriasStock.eliminar({ id: llena.id }));
    expect([conGente.code, conGente.message]).toEqual(['BAD_REQUEST', M.conCandidatos(1)]);
    await jefe.candidatosCategoria.retirar({ id });
    expect((await errorDe(jefe.categoriasStock.eliminar({ id: llena.id }))).message).toBe(M.conHistorial);
    expect(await sql('select id from categoria_stock where id = ?', [llena.id])).toHaveLength(1);
  });

  it('each action needs its flag (a psychologist has none of the three)', async () => {
    const c = await f.categoriaStock();
    const llamadas = [
      () => psicologo.categoriasStock.listar({}),
      () => psicologo.categoriasStock.crear({ nombre: 'Nueva', vigencia: 10, estado: 1 }),
      () => psicologo.categoriasStock.editar({ id: c.id, nombre: 'Nueva', vigencia: 10, estado: 1 }),
      () => psicologo.categoriasStock.eliminar({ id: c.id }),
    ];
    for (const llamar of llamadas) expect((await errorDe(llamar())).code).toBe('FORBIDDEN');
    expect(await sql('select id from categoria_stock where id = ?', [c.id])).toHaveLength(1);
  });
});
