import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_BUSQUEDA, TAMANO_PAGINA_BUSQUEDA } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, sesionesStaff, type TestSession } from '../../testing';
import { conFilas, ids, sql, SQL_TEXTO_HV, todasLasPaginas } from './testing/soporte-prueba';

let db: TestDatabase;
let jefe: TestSession;
let reclutador: TestSession;
let ejecutivo: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('busqueda_palabra');
  [jefe, reclutador, ejecutivo] = await sesionesStaff(db.orm, 'jefe', 'reclutador', 'ejecutivo');
});
afterAll(async () => {
  await db?.drop();
});

const buscar = (s: TestSession, texto: string) =>
  todasLasPaginas((pagina) => s.caller.busqueda.palabra({ texto, pagina }));
/** Candidates whose searched text matches a regular expression (independent of the tsvector). */
async function esperados(regex: string): Promise<number[]> {
  const filas = await sql<{ id: number }>(
    db,
    `select id from (${SQL_TEXTO_HV}) t where texto ~ ? order by id`,
    [regex],
  );
  return filas.map((f) => f.id);
}

describe('busqueda.palabra', () => {
  it('needs read_hojadevida; client-portal users are refused too', async () => {
    expect((await errorDe(ejecutivo.caller.busqueda.palabra({ texto: 'bodega' }))).code).toBe('FORBIDDEN');
    const cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
    expect((await errorDe(cliente.caller.busqueda.palabra({ texto: 'bodega' }))).code).toBe('FORBIDDEN');
    expect((await conFilas(reclutador.caller.busqueda.palabra({ texto: 'bodega' }))).total).toBeGreaterThan(
      0,
    );
  });

  it('ignores accents and case: "gestion" finds "Gestión" — exactly the CVs that mention it', async () => {
    const sin = await buscar(jefe, 'gestion');
    const con = await buscar(jefe, 'GESTIÓN');
    expect(sin.length).toBeGreaterThan(0);
    expect(ids(con)).toEqual(ids(sin));
    expect(ids(sin)).toEqual(await esperados('\\mgestion\\M'));
  });

  it('stems Spanish words: plural and singular find the same CVs', async () => {
    const plural = await buscar(jefe, 'bodegas');
    expect(plural.length).toBeGreaterThan(0);
    expect(ids(plural)).toEqual(ids(await buscar(jefe, 'bodega')));
    expect(ids(plural)).toEqual(await esperados('\\mbodega'));
  });

  it('finds by document number and by full name; rows carry the CV summary of spec 03 §2', async () => {
    const [c] = await sql<{
      id: number;
      numero_documento: string;
      nombre: string;
      porcentaje_total: string;
      fecha_modificacion: Date;
      profesiones: string[];
      ciudad: string | null;
      disponibilidad: number;
      vetos: number;
    }>(
      db,
      `select c.id, c.numero_documento, concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2) as nombre, h.porcentaje_total, h.fecha_modificacion, h.profesiones,
         ci.nombre as ciudad, c.disponibilidad, (select count(*)::int from candidato_vetado v where v.candidato_id = c.id) as vetos
         from candidato c join hoja_de_vida h on h.candidato_id = c.id left join ciudad ci on ci.id = c.ciudad_donde_vive_id
        where h.nivel_academico = 2 order by c.id limit 1`,
    );
    const r = await conFilas(jefe.caller.busqueda.palabra({ texto: c!.numero_documento }));
    expect(r).toMatchObject({ total: 1, exacto: true, pagina: 1, paginas: 1 });
    const [e] = await sql<{ empresa: string; cargo: string; salario_final: string }>(
      db,
      `select e.empresa, e.cargo, e.salario_final from experiencia e join hoja_de_vida h on h.id = e.hoja_de_vida_id
        where h.candidato_id = ? order by e.fecha_retiro desc nulls first, e.fecha_ingreso desc limit 1`,
      [c!.id],
    );
    expect(r.filas[0]).toEqual({
      candidatoId: c!.id,
      nombre: c!.nombre,
      numeroDocumento: c!.numero_documento,
      profesiones: c!.profesiones,
      ultimaExperiencia: { empresa: e!.empresa, cargo: e!.cargo, salarioFinal: Number(e!.salario_final) },
      porcentajeTotal: Number(c!.porcentaje_total),
      fechaModificacion: new Date(c!.fecha_modificacion),
      // No authorisation to process the person's data is recorded in the seed (Ley 1581).
      sinAutorizacion: true,
      ciudad: c!.ciudad,
      disponibilidad: c!.disponibilidad,
      // jefe sees every client: every bar counts (the scoped count: filas-alcance.test.ts).
      vetadoPorClientes: c!.vetos,
    });
    const porNombre = await conFilas(jefe.caller.busqueda.palabra({ texto: c!.nombre }));
    expect(porNombre.filas.map((f) => f.candidatoId)).toContain(c!.id);
  });

  it('ranks a name match (weight A) above a company match (weight C); triggers keep the document current', async () => {
    const [a, b] = await sql<{ id: number; hv: number }>(
      db,
      'select c.id, h.id as hv from candidato c join hoja_de_vida h on h.candidato_id = c.id order by c.id desc limit 2',
    );
    expect((await conFilas(jefe.caller.busqueda.palabra({ texto: 'Zyxwarín' }))).total).toBe(0);
    await sql(
      db,
      `insert into experiencia (hoja_de_vida_id, empresa, cargo) values (?, 'Zyxwarín Ltda.', 'Operario')`,
      [b!.hv],
    );
    await sql(db, `update candidato set apellido2 = 'Zyxwarín' where id = ?`, [a!.id]);
    const r = await conFilas(jefe.caller.busqueda.palabra({ texto: 'zyxwarin' }));
    expect(r.filas.map((f) => f.candidatoId)).toEqual([a!.id, b!.id]);
    await sql(db, `delete from experiencia where empresa = 'Zyxwarín Ltda.'`);
    await sql(db, `insert into habilidad (hoja_de_vida_id, nombre) values (?, 'Quiropráctica')`, [a!.hv]);
    expect(
      (await conFilas(jefe.caller.busqueda.palabra({ texto: 'zyxwarin' }))).filas.map((f) => f.candidatoId),
    ).toEqual([a!.id]);
    expect(
      (await conFilas(jefe.caller.busqueda.palabra({ texto: 'quiropractica' }))).filas.map(
        (f) => f.candidatoId,
      ),
    ).toEqual([a!.id]);
    await sql(db, `update hoja_de_vida set profesiones = array['Ufólogo(a)'] where id = ?`, [b!.hv]);
    expect(
      (await conFilas(jefe.caller.busqueda.palabra({ texto: 'ufologo' }))).filas.map((f) => f.candidatoId),
    ).toEqual([b!.id]);
  });

  it('pages by 18 without repeating rows; every page of the same search is consistent', async () => {
    const p1 = await conFilas(jefe.caller.busqueda.palabra({ texto: 'auxiliar' }));
    expect(p1.total).toBeGreaterThan(TAMANO_PAGINA_BUSQUEDA);
    expect(p1.filas).toHaveLength(TAMANO_PAGINA_BUSQUEDA);
    expect(p1.paginas).toBe(Math.ceil(p1.total / TAMANO_PAGINA_BUSQUEDA));
    const todas = await buscar(jefe, 'auxiliar');
    expect(todas).toHaveLength(p1.total);
    expect(new Set(ids(todas)).size).toBe(p1.total);
    expect(ids(todas)).toEqual(await esperados('\\mauxili'));
  });

  it('pages list rows in ranking order (rank, then newest modification, then id), as a reference ranking in plain SQL', async () => {
    for (const texto of ['auxiliar', 'bodega', 'gestión']) {
      const referencia = await sql<{ id: number }>(
        db,
        `select c.id from hoja_de_vida h join candidato c on c.id = h.candidato_id,
           websearch_to_tsquery('spanish', immutable_unaccent(lower(?))) q
          where h.busqueda @@ q order by ts_rank(h.busqueda, q) desc, h.fecha_modificacion desc, h.id desc`,
        [texto],
      );
      expect(referencia.length).toBeGreaterThan(TAMANO_PAGINA_BUSQUEDA);
      const enOrden = (await buscar(jefe, texto)).map((f) => f.candidatoId);
      expect(enOrden).toEqual(referencia.map((f) => f.id));
    }
  });

  it('an unknown word answers no rows; empty text is refused with a Spanish message', async () => {
    expect(await conFilas(jefe.caller.busqueda.palabra({ texto: 'xqzwv' }))).toMatchObject({
      filas: [],
      total: 0,
      exacto: true,
      paginas: 0,
    });
    const e = await errorDe(jefe.caller.busqueda.palabra({ texto: '  ' }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toContain(MENSAJES_BUSQUEDA.textoVacio);
    // Operators and quotes are search syntax, never SQL.
    expect(
      (
        await conFilas(
          jefe.caller.busqueda.palabra({ texto: `"auxiliar de" -bodega or ' ; drop table candidato` }),
        )
      ).total,
    ).toBeGreaterThanOrEqual(0);
  });
});
