import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  hoyIso,
  LIMITE_CONTEO_CRITERIOS,
  sumarAnios,
  sumarDias,
  MENSAJES_BUSQUEDA,
  rangoFechasNacimiento,
  type BusquedaCriterios,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, sesionesStaff, type TestSession } from '../../testing';
import { conFilas, ids, sql, todasLasPaginas } from './testing/soporte-prueba';

let db: TestDatabase;
let psicologa: TestSession;
let ejecutivo: TestSession;
let jefe: TestSession;
let ciudad: number;
let profesion: string;
let cargo: string;

beforeAll(async () => {
  db = await createTestDatabase('busqueda_criterios');
  [psicologa, ejecutivo, jefe] = await sesionesStaff(db.orm, 'psicologa', 'ejecutivo', 'jefe');
  const [c] = await sql<{ id: number }>(
    db,
    'select ciudad_donde_vive_id as id from candidato group by 1 order by count(*) desc limit 1',
  );
  ciudad = c!.id;
  const [p] = await sql<{ p: string }>(
    db,
    'select unnest(profesiones) as p from hoja_de_vida group by 1 order by count(*) desc limit 1',
  );
  profesion = p!.p;
  const [k] = await sql<{ k: string }>(
    db,
    'select unnest(cargos_a_aspirar) as k from hoja_de_vida group by 1 order by count(*) desc limit 1',
  );
  cargo = k!.k;
});
afterAll(async () => {
  await db?.drop();
});

type Criterios = Omit<BusquedaCriterios, 'pagina'>;
const buscar = (c: Criterios) =>
  todasLasPaginas((pagina) => psicologa.caller.busqueda.criterios({ ...c, pagina }));
async function esperados(condicion: string, params: unknown[] = []): Promise<number[]> {
  const filas = await sql<{ id: number }>(
    db,
    `select c.id from candidato c join hoja_de_vida h on h.candidato_id = c.id where ${condicion} order by c.id`,
    params,
  );
  return filas.map((f) => f.id);
}

describe('busqueda.criterios', () => {
  it('needs read_hojadevida and at least one criterion ("Por favor llena los campos")', async () => {
    expect((await errorDe(ejecutivo.caller.busqueda.criterios({ genero: 1 }))).code).toBe('FORBIDDEN');
    const e = await errorDe(psicologa.caller.busqueda.criterios({}));
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toContain(MENSAJES_BUSQUEDA.sinCriterios);
    const invertido = await errorDe(
      psicologa.caller.busqueda.criterios({ aspiracionMinima: 2_000_000, aspiracionMaxima: 1_000_000 }),
    );
    expect(invertido.message).toContain(MENSAJES_BUSQUEDA.aspiracionMaxima);
  });

  it('each criterion alone returns exactly the matching candidates, newest modification first', async () => {
    const hoy = new Date();
    const edades = rangoFechasNacimiento(25, 35, hoy);
    const casos: [Criterios, string, unknown[]][] = [
      [{ disponibilidad: 0 }, 'c.disponibilidad = 0', []],
      [{ estadoProducto: 0 }, 'c.estado_producto = 0', []],
      [{ ciudadResidencia: ciudad }, 'c.ciudad_donde_vive_id = ?', [ciudad]],
      [{ estadoCivil: 1 }, 'c.estado_civil = 1', []],
      [
        edades,
        'c.fecha_nacimiento > ?::date and c.fecha_nacimiento <= ?::date',
        [edades.fechaNacimientoMinima, edades.fechaNacimientoMaxima],
      ],
      [{ genero: 1 }, 'c.genero = 1', []],
      [{ profesion }, '? = any(h.profesiones)', [profesion]],
      [{ cargoAAspirar: cargo }, '? = any(h.cargos_a_aspirar)', [cargo]],
      [{ aspiracionMinima: 2_000_000 }, 'h.aspiracion_salarial_minima >= 2000000', []],
      [{ aspiracionMaxima: 2_500_000 }, 'h.aspiracion_salarial_maxima <= 2500000', []],
      [{ nivelAcademico: 2 }, 'h.nivel_academico = 2', []],
      [{ disponibleParaViaje: true }, 'h.disponible_para_viajar', []],
      [{ fechaModificacion: '2020-01-01' }, "h.fecha_modificacion >= '2020-01-01'::date", []],
    ];
    const total = (await sql<{ n: number }>(db, 'select count(*)::int as n from hoja_de_vida'))[0]!.n;
    for (const [criterios, condicion, params] of casos) {
      const filas = await buscar(criterios);
      const esperado = await esperados(condicion, params);
      expect(esperado.length, JSON.stringify(criterios)).toBeGreaterThan(0);
      expect(ids(filas), JSON.stringify(criterios)).toEqual(esperado);
      const fechas = filas.map((f) => f.fechaModificacion.getTime());
      expect(fechas, JSON.stringify(criterios)).toEqual([...fechas].sort((a, b) => b - a));
      if (!('fechaModificacion' in criterios))
        expect(esperado.length, JSON.stringify(criterios)).toBeLessThan(total);
    }
  });

  it('criteria combine (city + age + academic level + availability, as the benchmark)', async () => {
    const edades = rangoFechasNacimiento(20, 45, new Date());
    const c: Criterios = { ciudadResidencia: ciudad, ...edades, nivelAcademico: 1, disponibilidad: 0 };
    const esperado = await esperados(
      'c.ciudad_donde_vive_id = ? and c.fecha_nacimiento > ?::date and c.fecha_nacimiento <= ?::date and h.nivel_academico = 1 and c.disponibilidad = 0',
      [ciudad, edades.fechaNacimientoMinima, edades.fechaNacimientoMaxima],
    );
    expect(esperado.length).toBeGreaterThan(0);
    expect(ids(await buscar(c))).toEqual(esperado);
  });

  it('age 25–35: whoever turns 36 today or 25 tomorrow is left out; whoever turned 35 or 25 today is found', async () => {
    const hoy = new Date();
    const nacido = (anios: number, dias = 0) => sumarDias(sumarAnios(hoyIso(hoy), -anios), dias);
    const casos = [
      { nacimiento: nacido(36), encontrado: false },
      { nacimiento: nacido(36, 1), encontrado: true },
      { nacimiento: nacido(35), encontrado: true },
      { nacimiento: nacido(25), encontrado: true },
      { nacimiento: nacido(25, 1), encontrado: false },
    ];
    const candidatos = await sql<{ id: number }>(
      db,
      'select c.id from candidato c join hoja_de_vida h on h.candidato_id = c.id order by c.id desc limit ?',
      [casos.length],
    );
    // A modification date no other CV has isolates these five people from the demo data.
    const aislado = '2099-12-31';
    for (const [i, caso] of casos.entries()) {
      await sql(db, 'update candidato set fecha_nacimiento = ?::date where id = ?', [
        caso.nacimiento,
        candidatos[i]!.id,
      ]);
      await sql(db, 'update hoja_de_vida set fecha_modificacion = ?::date where candidato_id = ?', [
        aislado,
        candidatos[i]!.id,
      ]);
    }
    const filas = await buscar({ ...rangoFechasNacimiento(25, 35, hoy), fechaModificacion: aislado });
    const esperado = casos
      .flatMap((caso, i) => (caso.encontrado ? [candidatos[i]!.id] : []))
      .sort((a, b) => a - b);
    expect(ids(filas)).toEqual(esperado);
  });

  it("reads the candidate's criteria from their copies on the CV, which follow the candidate (edit, any update, a new or moved CV)", async () => {
    // Modification dates no other CV has isolate the people of this test from the demo data.
    const aislado = '2099-12-30';
    const [a, b] = await sql<{ id: number; hv: number; ciudad: number }>(
      db,
      `select c.id, h.id as hv, c.ciudad_donde_vive_id as ciudad from candidato c join hoja_de_vida h on h.candidato_id = c.id
        where c.ciudad_donde_vive_id is not null and c.fecha_nacimiento is not null and c.estado_informa = 0 order by c.id limit 2`,
    );
    const [otraCiudad] = await sql<{ id: number }>(
      db,
      'select id from ciudad where id <> ? order by id limit 1',
      [a!.ciudad],
    );
    await sql(db, 'update hoja_de_vida set fecha_modificacion = ?::date where id in (?, ?)', [
      aislado,
      a!.hv,
      b!.hv,
    ]);
    const encontrados = async (c: Criterios) => ids(await buscar({ ...c, fechaModificacion: aislado }));

    // The staff edit (ORM) changes the birth date: the age range follows at once.
    const d = await jefe.caller.hojasDeVida.datosEdicion({ candidatoId: a!.id });
    const motivoCambioId = d.motivos[0]!.id;
    await jefe.caller.hojasDeVida.editarCandidato({
      candidatoId: d.candidatoId,
      version: d.version,
      nombre1: d.nombre1,
      nombre2: d.nombre2,
      apellido1: d.apellido1,
      apellido2: d.apellido2,
      email: d.email,
      telefonoOCelular: d.telefonoOCelular,
      whatsapp: d.whatsapp,
      fechaNacimiento: '1950-06-15',
      motivoCambioId,
    });
    const mayores = rangoFechasNacimiento(70, 80, new Date('2026-01-01'));
    expect(await encontrados(mayores)).toContain(a!.id);
    expect(await encontrados(rangoFechasNacimiento(18, 40, new Date()))).not.toContain(a!.id);

    // Any other update of the candidate (availability, product state, city, gender, civil state).
    const criterios: Criterios = {
      ciudadResidencia: otraCiudad!.id,
      disponibilidad: 3,
      estadoProducto: 1,
      genero: 2,
      estadoCivil: 6,
    };
    expect(await encontrados(criterios)).not.toContain(a!.id);
    await sql(
      db,
      'update candidato set ciudad_donde_vive_id = ?, disponibilidad = 3, estado_producto = 1, genero = 2, estado_civil = 6 where id = ?',
      [otraCiudad!.id, a!.id],
    );
    expect(await encontrados(criterios)).toEqual([a!.id]);
    expect(await encontrados({ ciudadResidencia: a!.ciudad, disponibilidad: 3 })).toEqual([]);

    // A CV moved to another candidate (and a new CV) takes that candidate's values.
    const [sinHv] = await sql<{ id: number }>(
      db,
      'select c.id from candidato c where not exists (select 1 from hoja_de_vida h where h.candidato_id = c.id) order by c.id limit 1',
    );
    const nuevo =
      sinHv?.id ??
      (
        await sql<{ id: number }>(
          db,
          `insert into candidato (nombre1, apellido1, email, telefono_o_celular, numero_documento, ciudad_donde_vive_id, disponibilidad, estado_producto, genero, estado_civil, created_at, updated_at)
        values ('Prueba', 'Criterios', 'criterios@prueba.test', '3000000000', '990011223344', ?, 3, 1, 2, 6, now(), now()) returning id`,
          [otraCiudad!.id],
        )
      )[0]!.id;
    await sql(
      db,
      'update candidato set ciudad_donde_vive_id = ?, disponibilidad = 3, estado_producto = 1, genero = 2, estado_civil = 6 where id = ?',
      [otraCiudad!.id, nuevo],
    );
    await sql(db, 'delete from hoja_de_vida where id = ?', [b!.hv]);
    await sql(
      db,
      'insert into hoja_de_vida (candidato_id, fecha_modificacion, fecha_creacion) values (?, ?::date, now())',
      [nuevo, aislado],
    );
    expect(await encontrados(criterios)).toEqual([a!.id, nuevo].sort((x, y) => x - y));
    const [movida] = await sql<{ id: number }>(db, 'select id from hoja_de_vida where candidato_id = ?', [
      nuevo,
    ]);
    await sql(db, 'update hoja_de_vida set candidato_id = ? where id = ?', [b!.id, movida!.id]);
    expect(await encontrados(criterios)).toEqual([a!.id]);
    const enCiudadDeB = await sql<{ id: number }>(
      db,
      'select c.id from candidato c join hoja_de_vida h on h.candidato_id = c.id where h.fecha_modificacion = ?::date and c.ciudad_donde_vive_id = ? order by c.id',
      [aislado, b!.ciudad],
    );
    expect(enCiudadDeB.map((f) => f.id)).toContain(b!.id);
    expect(await encontrados({ ciudadResidencia: b!.ciudad })).toEqual(enCiudadDeB.map((f) => f.id));
  });

  it(`counts up to ${LIMITE_CONTEO_CRITERIOS} ("más de …") and keeps counting as the user pages on`, async () => {
    const esperado = await esperados("h.fecha_modificacion >= '2000-01-01'::date");
    expect(esperado.length).toBeGreaterThan(LIMITE_CONTEO_CRITERIOS);
    const p1 = await conFilas(psicologa.caller.busqueda.criterios({ fechaModificacion: '2000-01-01' }));
    expect(p1).toMatchObject({
      total: LIMITE_CONTEO_CRITERIOS,
      exacto: false,
      limite: LIMITE_CONTEO_CRITERIOS,
      paginas: Math.ceil(LIMITE_CONTEO_CRITERIOS / 18) + 1,
    });
    expect(p1.filas).toHaveLength(18);
    const ultima = Math.ceil(esperado.length / 18);
    const r = await conFilas(
      psicologa.caller.busqueda.criterios({ fechaModificacion: '2000-01-01', pagina: ultima }),
    );
    expect(r).toMatchObject({ total: esperado.length, exacto: true, paginas: ultima });
    expect(r.filas).toHaveLength(esperado.length - (ultima - 1) * 18);
  });

  it('professions and positions typeaheads (from 4 characters, accents ignored)', async () => {
    expect(
      (await psicologa.caller.busqueda.profesiones({ texto: 'LOGISTICA' })).map((p) => p.nombre),
    ).toContain('Técnico(a) en logística');
    expect((await psicologa.caller.busqueda.cargos({ texto: 'bodega' })).map((p) => p.nombre)).toContain(
      'Auxiliar de bodega',
    );
    expect((await errorDe(psicologa.caller.busqueda.cargos({ texto: 'bod' }))).code).toBe('BAD_REQUEST');
    expect((await errorDe(ejecutivo.caller.busqueda.profesiones({ texto: 'logis' }))).code).toBe('FORBIDDEN');
  });
});
