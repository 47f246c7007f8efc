/**
 * The CV search document (hoja_de_vida.busqueda) stays what `hoja_de_vida_busqueda()` computes when a child list
 * changes several CVs in one statement (imports insert and delete by blocks): every child list, both CVs.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './testing/soporte-prueba';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('busqueda_documento');
});
afterAll(async () => {
  await db?.drop();
});

/** Each child list of a CV: the searched text column a test row carries, and its other required columns. */
const HIJOS: [tabla: string, columnaTexto: string, otras: Record<string, string | number>][] = [
  ['experiencia', 'empresa', { cargo: 'Operario' }],
  ['educacion_superior', 'institucion', { titulo: 'Administración' }],
  ['postgrado', 'institucion', { titulo: 'Gerencia', tipo: 1 }],
  ['diplomado', 'institucion', { nombre: 'Seguridad industrial' }],
  ['otro_estudio', 'institucion', { nombre: 'Inglés' }],
  ['educacion_en_curso', 'institucion', { programa: 'Contaduría', nivel: 1 }],
  ['habilidad', 'nombre', {}],
];

/** CVs among `ids` whose stored document differs from a fresh computation. */
const desactualizados = async (ids: number[]) =>
  sql<{ id: number }>(
    db,
    `select id from hoja_de_vida where id = any(?::int[])
        and busqueda is distinct from hoja_de_vida_busqueda(id, candidato_id, profesiones, cargos_a_aspirar)`,
    [`{${ids.join(',')}}`],
  );

const conPalabra = async (palabra: string) =>
  (
    await sql<{ id: number }>(
      db,
      `select id from hoja_de_vida where busqueda @@ plainto_tsquery('spanish', ?) order by id`,
      [palabra],
    )
  ).map((f) => f.id);

describe('search document of a CV', () => {
  it.each(HIJOS)(
    '%s: one statement inserting rows of two CVs updates both documents; one deleting them, too',
    async (tabla, columnaTexto, otrasColumnas) => {
      const hvs = (await sql<{ id: number }>(db, 'select id from hoja_de_vida order by id limit 2')).map(
        (f) => f.id,
      );
      const palabra = `zyxw${tabla.replace(/_/g, '')}`;
      const otras = Object.keys(otrasColumnas);
      await sql(
        db,
        `insert into "${tabla}" (hoja_de_vida_id, "${columnaTexto}"${otras.map((c) => `, "${c}"`).join('')})
         select hv, ?${otras.map(() => ', ?').join('')} from unnest(?::int[]) hv`,
        [palabra, ...Object.values(otrasColumnas), `{${hvs.join(',')}}`],
      );
      expect(await conPalabra(palabra)).toEqual(hvs);
      expect(await desactualizados(hvs)).toEqual([]);

      await sql(db, `delete from "${tabla}" where "${columnaTexto}" = ?`, [palabra]);
      expect(await conPalabra(palabra)).toEqual([]);
      expect(await desactualizados(hvs)).toEqual([]);
    },
  );
});
