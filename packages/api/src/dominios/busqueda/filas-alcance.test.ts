/**
 * What a search row carries to act on a person: city of residence, availability and how many clients bar them —
 * only clients of the user's scope (a bar by any other client is never revealed, in the search nor in its export).
 * Also: the function that builds the rows is the one their declaration generates (servicios/filas.ts), and the
 * migration's down() brings the previous one-parameter function back.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { incluyeCliente, type FilaBusqueda } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginasDe } from '../../exportacion/exportar';
import { EXPORTACIONES } from '../../exportacion/registro';
import type { ColumnaExportacion } from '../../exportacion/columnas';
import { consultasSql, sesionesStaff, type TestSession } from '../../testing';
import { fabricasDe, type HojaDeVidaCreada } from '../../testing/fabricas';
import { cuerpoFuncionFilas } from './servicios/filas';
import { conFilas, sql } from './testing/soporte-prueba';

/** A word no demo CV has: the test's people carry it in their surname and as their profession. */
const PALABRA = 'Zorvantinez';
const PROFESION = 'Zorvantólogo(a)';
/** A client of the psychologist's scope and one outside it (seed: usuarios.ts). */
const CLIENTE_DENTRO = '900123456';
const CLIENTE_FUERA = '860012345';
const MIGRACION = 'Migration20261203000055_filas_busqueda_acciones';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let libre: HojaDeVidaCreada;
let ocupada: HojaDeVidaCreada;
/** Barred by a client of the psychologist's and by one outside her scope. */
let vetadaDosVeces: HojaDeVidaCreada;
/** Barred only by the client outside her scope. */
let vetadaFuera: HojaDeVidaCreada;
let bogota: string;

beforeAll(async () => {
  db = await createTestDatabase('busqueda_filas_alcance');
  [jefe, psicologa] = await sesionesStaff(db.orm, 'jefe', 'psicologa');
  const f = fabricasDe(db.orm);
  const { sql: ejecutar, uno } = consultasSql(db.orm);
  libre = await f.hojaDeVida({ apellido: `${PALABRA} Libre` });
  ocupada = await f.hojaDeVida({ apellido: `${PALABRA} Ocupada` });
  vetadaDosVeces = await f.hojaDeVida({ apellido: `${PALABRA} Dos` });
  vetadaFuera = await f.hojaDeVida({ apellido: `${PALABRA} Fuera` });
  const [ciudad] = await ejecutar<{ id: number; nombre: string }>(
    `select id, nombre from ciudad where nombre = 'Bogotá D.C.' order by id limit 1`,
  );
  bogota = ciudad!.nombre;
  await ejecutar('update candidato set ciudad_donde_vive_id = ? where id in (?, ?)', [
    ciudad!.id,
    libre.id,
    vetadaDosVeces.id,
  ]);
  await ejecutar('update candidato set disponibilidad = 1 where id = ?', [ocupada.id]);
  await ejecutar(
    `update hoja_de_vida set profesiones = array[?]::text[] where candidato_id in (?, ?, ?, ?)`,
    [PROFESION, libre.id, ocupada.id, vetadaDosVeces.id, vetadaFuera.id],
  );
  const dentro = await uno('select id from cliente where numero_documento = ?', [CLIENTE_DENTRO]);
  const fuera = await uno('select id from cliente where numero_documento = ?', [CLIENTE_FUERA]);
  await ejecutar(
    `insert into candidato_vetado (candidato_id, cliente_id, motivo, created_at) values (?, ?, 'Prueba', now()), (?, ?, 'Prueba', now()), (?, ?, 'Prueba', now())`,
    [vetadaDosVeces.id, dentro, vetadaDosVeces.id, fuera, vetadaFuera.id, fuera],
  );
  // The psychologist's scope: the first client in, the second out (the seed could change; the test must not lie).
  const { alcance } = (await psicologa.sesion())!.usuario;
  expect(incluyeCliente(alcance, dentro)).toBe(true);
  expect(incluyeCliente(alcance, fuera)).toBe(false);
});
afterAll(async () => {
  await db?.drop();
});

const porPersona = (filas: FilaBusqueda[]) => new Map(filas.map((f) => [f.candidatoId, f]));
const palabra = async (s: TestSession) =>
  porPersona((await conFilas(s.caller.busqueda.palabra({ texto: PALABRA }))).filas);
const criterios = async (s: TestSession) =>
  porPersona((await conFilas(s.caller.busqueda.criterios({ profesion: PROFESION }))).filas);
const acciones = (f: FilaBusqueda | undefined) =>
  f && { ciudad: f.ciudad, disponibilidad: f.disponibilidad, vetadoPorClientes: f.vetadoPorClientes };

describe('search rows: city, availability and bars in the user scope', () => {
  it('each row carries the city name (null without one) and the availability', async () => {
    const filas = await palabra(jefe);
    expect(filas.size).toBe(4);
    expect(acciones(filas.get(libre.id))).toEqual({
      ciudad: bogota,
      disponibilidad: 0,
      vetadoPorClientes: 0,
    });
    expect(acciones(filas.get(ocupada.id))).toEqual({
      ciudad: null,
      disponibilidad: 1,
      vetadoPorClientes: 0,
    });
  });

  it('a user who sees every client counts every bar', async () => {
    const filas = await palabra(jefe);
    expect(filas.get(vetadaDosVeces.id)?.vetadoPorClientes).toBe(2);
    expect(filas.get(vetadaFuera.id)?.vetadoPorClientes).toBe(1);
  });

  it('a scoped user counts only the bars of her clients: a bar by a client outside her scope is not shown', async () => {
    const filas = await palabra(psicologa);
    expect(filas.size).toBe(4);
    expect(filas.get(vetadaDosVeces.id)?.vetadoPorClientes).toBe(1);
    expect(filas.get(vetadaFuera.id)?.vetadoPorClientes).toBe(0);
  });

  it('the criteria search builds the same rows, in the same scope', async () => {
    for (const s of [jefe, psicologa]) {
      const [porPalabra, porCriterios] = await Promise.all([palabra(s), criterios(s)]);
      expect(porCriterios.size).toBe(4);
      for (const [id, fila] of porPalabra) expect(porCriterios.get(id)).toEqual(fila);
    }
  });

  it('the export has Ciudad, Disponibilidad and Vetado, with the bars of the user scope only', async () => {
    const ctx = await psicologa.contexto();
    const contexto = { em: ctx.em, usuario: ctx.sesion!.usuario, ahora: ctx.now() };
    const e = EXPORTACIONES.busquedaPalabra;
    const columnas = e.columnas as readonly ColumnaExportacion<FilaBusqueda>[];
    const titulos = columnas.map((c) => c.titulo);
    expect(titulos.slice(-3)).toEqual(['Ciudad', 'Disponibilidad', 'Vetado']);
    const filas: FilaBusqueda[] = [];
    for await (const p of paginasDe(e, contexto, { texto: PALABRA, pagina: 1 })) filas.push(...p);
    const celdas = (id: number) => {
      const fila = filas.find((f) => f.candidatoId === id)!;
      return columnas.slice(-3).map((c) => c.valor(fila));
    };
    expect(celdas(libre.id)).toEqual([bogota, 'Libre', null]);
    expect(celdas(ocupada.id)).toEqual([null, 'En proceso de pedido', null]);
    expect(celdas(vetadaDosVeces.id)).toEqual([bogota, 'Libre', 'Vetado por 1 cliente']);
    expect(celdas(vetadaFuera.id)).toEqual([null, 'Libre', null]);
  });
});

/** Whitespace is not meaning: runs become one space, none just inside parentheses. */
const normalizar = (sqlTexto: string) =>
  sqlTexto.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

describe('busqueda_filas_json', () => {
  it('is what the row declaration generates: a field changed there needs a migration that writes the new body', async () => {
    const [f] = await sql<{ cuerpo: string }>(
      db,
      `select p.prosrc as cuerpo from pg_proc p
       where p.proname = 'busqueda_filas_json' and pg_get_function_identity_arguments(p.oid) = 'ids integer[], clientes integer[]'`,
    );
    const esperado = cuerpoFuncionFilas();
    expect(normalizar(f!.cuerpo), `Una migración debe escribir este cuerpo:\n${esperado}`).toBe(
      normalizar(esperado),
    );
  });
});

describe(`migration ${MIGRACION}`, () => {
  it('down() restores the one-parameter function as it was; up() brings the scoped one back', async () => {
    const [{ id: hv } = { id: 0 }] = await sql<{ id: number }>(
      db,
      'select id from hoja_de_vida where candidato_id = ?',
      [vetadaDosVeces.id],
    );
    await db.orm.migrator.down({ migrations: [MIGRACION] });
    try {
      const [antes] = await sql<{ f: string }>(db, 'select busqueda_filas_json(array[?]::int[]) as f', [hv]);
      const [fila] = JSON.parse(antes!.f) as Record<string, unknown>[];
      expect(Object.keys(fila!).sort()).toEqual(
        [
          'candidatoId',
          'nombre',
          'numeroDocumento',
          'profesiones',
          'ultimaExperiencia',
          'porcentajeTotal',
          'fechaModificacion',
          'sinAutorizacion',
        ].sort(),
      );
      await expect(sql(db, 'select busqueda_filas_json(array[1]::int[], null::int[])')).rejects.toThrow();
    } finally {
      await db.orm.migrator.up({ migrations: [MIGRACION] });
    }
    await expect(sql(db, 'select busqueda_filas_json(array[1]::int[])')).rejects.toThrow();
    const [despues] = await sql<{ f: string }>(
      db,
      `select busqueda_filas_json(array[?]::int[], '{}'::int[]) as f`,
      [hv],
    );
    expect(JSON.parse(despues!.f)).toMatchObject([{ candidatoId: vetadaDosVeces.id, vetadoPorClientes: 0 }]);
  });
});
